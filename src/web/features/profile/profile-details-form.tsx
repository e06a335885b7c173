import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { PROFILE_MESSAGE_MS } from "@/shared/constants";
import {
  type UpdateProfileFormValues,
  type UpdateProfileInput,
  updateProfileInput,
} from "@/shared/profile/schema";
import type { Profile } from "@/shared/profile/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { InputField, NameField, PhoneField, TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import { ProfilePictureField } from "./profile-picture-field";
import { type ProfileReply, storeProfile } from "./queries";

type Message = { tone: "success" | "error"; text: string };

const FIELD_NAMES = ["fullName", "phone", "address", "preferences"] as const;

const valuesOf = (profile: Profile): UpdateProfileFormValues => ({
  fullName: profile.fullName,
  phone: profile.phone,
  address: profile.address,
  preferences: profile.preferences,
});

/**
 * Spec §8: a message containing 'Failed' shows as an error, any other as a success. The tone is
 * kept beside the text, which is in the reader's language.
 */

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const {
    field,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(updateProfileInput, valuesOf(profile));

  // Outside editing the fields follow the saved profile (a refetch may bring newer values).
  useEffect(() => {
    if (!editing) reset(valuesOf(profile));
  }, [editing, profile, reset]);

  useEffect(() => {
    if (!message || message.tone === "error") return;
    const timer = setTimeout(() => setMessage(null), PROFILE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (editing) {
      setFocus("fullName");
    } else if (focusEditButton.current) {
      focusEditButton.current = false;
      editButton.current?.focus();
    }
  }, [editing, setFocus]);

  const startEditing = () => {
    setMessage(null);
    setEditing(true);
  };

  const stopEditing = () => {
    focusEditButton.current = true;
    setEditing(false);
  };

  const cancel = () => {
    reset(valuesOf(profile));
    setMessage(null);
    stopEditing();
  };

  const save = async (values: UpdateProfileInput) => {
    setMessage(null);
    try {
      const reply = await api.put<ProfileReply>("/api/profile", values);
      storeProfile(queryClient, reply);
      reset(valuesOf(reply.profile));
      setMessage({ tone: "success", text: t`Profile updated successfully!` });
      stopEditing();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setMessage({ tone: "error", text: t`Failed to update profile. Please try again.` });
    }
  };

  return (
    <form
      onSubmit={isSubmitting ? (event) => event.preventDefault() : handleSubmit(save)}
      noValidate
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-details-heading" className="text-xl font-semibold text-ink">
          <Trans>Personal Details</Trans>
        </h2>
        {!editing && (
          <Button ref={editButton} onClick={startEditing}>
            <Trans>Edit Profile</Trans>
          </Button>
        )}
      </div>

      {message && (
        <Alert tone={message.tone} className="mt-5">
          {message.text}
        </Alert>
      )}

      <fieldset disabled={!editing} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Profile details</Trans>
        </legend>
        <NameField {...field("fullName")} />
        <PhoneField {...field("phone")} />
        <ProfilePictureField hasPicture={profile.profilePic !== null} />
        <InputField
          label={t`Address`}
          fieldClassName="sm:col-span-2"
          type="text"
          autoComplete="street-address"
          {...field("address")}
        />
        <TextareaField
          label={t`Travel Preferences`}
          // What the person wrote: not for a page translator.
          translate="no"
          fieldClassName="sm:col-span-2"
          rows={4}
          {...field("preferences")}
        />
      </fieldset>

      {editing && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving...` : t`Save Changes`}
          </Button>
          <Button onClick={cancel} disabled={isSubmitting} variant="secondary">
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
