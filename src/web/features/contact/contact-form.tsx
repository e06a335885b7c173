import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { type ContactMessageInput, contactMessageInput } from "@/shared/contact/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import type { GuideEnquiry } from "./use-guide-enquiry";

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };
const FIELD_NAMES = ["name", "email", "phone", "subject", "message"] as const;

type Outcome = { tone: "success" | "error"; text: string } | null;

interface ContactFormProps {
  /** From 'Book This Guide': its subject fills an untouched Subject, and the message names the guide. */
  guideEnquiry?: GuideEnquiry | null;
}

export function ContactForm({ guideEnquiry }: ContactFormProps) {
  const suggestedSubject = guideEnquiry?.subject;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactMessageInput>, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageInput),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (suggestedSubject && !getFieldState("subject").isDirty) {
      setValue("subject", suggestedSubject);
    }
  }, [suggestedSubject, getFieldState, setValue]);

  const onSubmit = async (values: ContactMessageInput) => {
    setOutcome(null);
    try {
      await api.post<{ id: number }>("/api/contact", {
        ...values,
        guideSno: guideEnquiry?.guideSno,
      });
      setOutcome({ tone: "success", text: CONTACT_SUCCESS });
      reset(EMPTY);
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setOutcome({
        tone: "error",
        text: errorMessage(error, "We could not send your message. Please try again."),
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" className={inputClass} {...register("name")} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />
        </Field>
        <Field label="Subject" error={errors.subject?.message}>
          <input type="text" className={inputClass} {...register("subject")} />
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        <textarea rows={6} className={inputClass} {...register("message")} />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full sm:w-auto`}
      >
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
