import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailOnlyInput, emailOnlyInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import type { AuthError } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "./outcome";

interface EmailLinkFormProps {
  /** Asks the server to e-mail something (a link or a code) to this address. */
  send: (email: string) => Promise<{ error: AuthError | null }>;
  sentText: string;
  submitLabel: string;
  /** Shown above the result line. */
  intro?: ReactNode;
  initialOutcome?: Outcome;
  autoFocus?: boolean;
}

/** One e-mail field that asks the server to send a link: reset, verification, sign-in. */
export function EmailLinkForm({
  send,
  sentText,
  submitLabel,
  intro,
  initialOutcome = null,
  autoFocus = false,
}: EmailLinkFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlyInput),
    defaultValues: { email: "" },
  });

  useEffect(() => {
    if (autoFocus) setFocus("email");
  }, [autoFocus, setFocus]);

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setOutcome(null);
    const { error } = await send(email);
    setOutcome(
      error ? { tone: "error", text: authErrorText(error) } : { tone: "success", text: sentText },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {intro}
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Sending..." : submitLabel}
      </button>
    </form>
  );
}
