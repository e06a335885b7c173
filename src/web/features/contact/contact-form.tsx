import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type ContactMessageForm, contactMessageForm } from "@/shared/contact/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  EmailField,
  InputField,
  NameField,
  PhoneField,
  TextareaField,
} from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { useSubmissionKey } from "@/web/lib/use-submission-key";
import type { GuideEnquiry } from "./use-guide-enquiry";

export const CONTACT_SUCCESS = msg`Thank you for your message! We'll get back to you soon.`;

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };
const FIELD_NAMES = ["name", "email", "phone", "subject", "message"] as const;

type Outcome = { tone: "success" | "error"; text: string } | null;

interface ContactFormProps {
  /** From 'Book This Guide': its subject fills an untouched Subject, and the message names the guide. */
  guideEnquiry?: GuideEnquiry | null;
  /** The signed-in person's full name from their profile, preferred to the account's name. */
  profileName?: string | null;
}

export function ContactForm({ guideEnquiry, profileName }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const suggestedSubject = guideEnquiry?.subject;
  const { user } = useCurrentUser();
  // Signed in, the form starts with who is writing; signed out, it starts empty.
  const senderName = (user && (profileName?.trim() || user.name.trim())) || "";
  const senderEmail = user?.email ?? "";
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submission = useSubmissionKey();
  const {
    field,
    handleSubmit,
    reset,
    setError,
    setValue,
    getFieldState,
    formState: { isSubmitting },
  } = useZodForm(contactMessageForm, EMPTY);

  useEffect(() => {
    if (suggestedSubject && !getFieldState("subject").isDirty) {
      setValue("subject", suggestedSubject);
    }
  }, [suggestedSubject, getFieldState, setValue]);

  // Fills the name and the email once known (the profile's name may come later), never over
  // anything the person typed.
  useEffect(() => {
    for (const [name, value] of [
      ["name", senderName],
      ["email", senderEmail],
    ] as const) {
      if (value && !getFieldState(name).isDirty) setValue(name, value);
    }
  }, [senderName, senderEmail, getFieldState, setValue]);

  const onSubmit = async (values: ContactMessageForm) => {
    setOutcome(null);
    const message = { ...values, guideSno: guideEnquiry?.guideSno };
    try {
      await api.post<{ id: number }>("/api/contact", {
        ...message,
        idempotencyKey: submission.keyFor(message),
      });
      submission.succeeded();
      setOutcome({ tone: "success", text: i18n._(CONTACT_SUCCESS) });
      // The next message is from the same person.
      reset({ ...EMPTY, name: senderName, email: senderEmail });
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setOutcome({
        tone: "error",
        text: errorMessage(error, t`We could not send your message. Please try again.`),
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField label={t`Name`} {...field("name")} />
        <EmailField {...field("email")} />
        <PhoneField label={t`Phone (optional)`} {...field("phone")} />
        <InputField label={t`Subject`} type="text" {...field("subject")} />
      </div>
      <TextareaField
        label={t({ message: "Message", context: "the contact form's field" })}
        rows={6}
        {...field("message")}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t`Sending...` : t`Send Message`}
      </Button>
    </form>
  );
}
