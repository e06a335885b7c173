import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangeEmailInput, changeEmailInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import type { Outcome } from "@/web/features/auth/outcome";
import { api } from "@/web/lib/api";

export const confirmationSentText = (newEmail: string) =>
  `We've sent a confirmation link to ${newEmail}. Your address changes when you open it.`;

const FIELD_NAMES = ["newEmail", "password"] as const;

/** Change the sign-in address: the current password now, a link to the new address to finish. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { newEmail: "", password: "" },
  });

  const onSubmit = async (values: ChangeEmailInput) => {
    setOutcome(null);
    try {
      await api.post("/api/account/change-email", values);
      setOutcome({ tone: "success", text: confirmationSentText(values.newEmail) });
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setOutcome({
        tone: "error",
        text: errorMessage(error, "We could not change your email address. Please try again."),
      });
    }
    resetField("password");
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700">
        You log in with <strong className="break-all text-stone-900">{currentEmail}</strong>.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New email" error={errors.newEmail?.message}>
            <input
              type="email"
              autoComplete="email"
              className={inputClass}
              {...register("newEmail")}
            />
          </Field>
          <Field label="Current password" error={errors.password?.message}>
            <input
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...register("password")}
            />
          </Field>
        </div>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? "Sending..." : "Change email"}
        </button>
      </form>
    </div>
  );
}
