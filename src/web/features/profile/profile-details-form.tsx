import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PROFILE_MESSAGE_MS } from "@/shared/constants";
import {
  type UpdateProfileFormValues,
  type UpdateProfileInput,
  updateProfileInput,
} from "@/shared/profile/schema";
import type { Profile } from "@/shared/profile/types";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { applyFieldErrors } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import { ProfilePictureField } from "./profile-picture-field";
import { type ProfileReply, storeProfile } from "./queries";

export const PROFILE_SAVED = "Profile updated successfully!";
export const PROFILE_SAVE_FAILED = "Failed to update profile. Please try again.";

const FIELD_NAMES = ["fullName", "phone", "address", "preferences"] as const;

const valuesOf = (profile: Profile): UpdateProfileFormValues => ({
  fullName: profile.fullName,
  phone: profile.phone,
  address: profile.address,
  preferences: profile.preferences,
});

/** Spec §8: a message containing 'Failed' shows as an error, any other as a success. */
const toneOf = (message: string) => (message.includes("Failed") ? "error" : "success");

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileFormValues, unknown, UpdateProfileInput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: valuesOf(profile),
  });

  // Outside editing the fields follow the saved profile (a refetch may bring newer values).
  useEffect(() => {
    if (!editing) reset(valuesOf(profile));
  }, [editing, profile, reset]);

  useEffect(() => {
    if (!message || toneOf(message) === "error") return;
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
      setMessage(PROFILE_SAVED);
      stopEditing();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setMessage(PROFILE_SAVE_FAILED);
    }
  };

  return (
    <form
      onSubmit={isSubmitting ? (event) => event.preventDefault() : handleSubmit(save)}
      noValidate
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-details-heading" className="text-xl font-semibold text-ink">
          Personal Details
        </h2>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            onClick={startEditing}
            className={buttonClass.primary}
          >
            Edit Profile
          </button>
        )}
      </div>

      {message && (
        <FormMessage tone={toneOf(message)} className="mt-5">
          {message}
        </FormMessage>
      )}

      <fieldset disabled={!editing} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Profile details</legend>
        <Field label="Full Name" error={errors.fullName?.message}>
          <input type="text" autoComplete="name" className={inputClass} {...register("fullName")} />
        </Field>
        <Field label="Phone Number" error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />
        </Field>
        <ProfilePictureField hasPicture={profile.profilePic !== null} />
        <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
          <input
            type="text"
            autoComplete="street-address"
            className={inputClass}
            {...register("address")}
          />
        </Field>
        <Field
          label="Travel Preferences"
          error={errors.preferences?.message}
          className="sm:col-span-2"
        >
          <textarea rows={4} className={inputClass} {...register("preferences")} />
        </Field>
      </fieldset>

      {editing && (
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </button>
          <button
            type="button"
            onClick={cancel}
            disabled={isSubmitting}
            className={buttonClass.secondary}
          >
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
