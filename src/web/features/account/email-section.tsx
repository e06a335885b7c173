import { useState } from "react";
import { type ChangeEmailInput, changeEmailInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { InputField, PasswordField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import type { Outcome } from "@/web/lib/auth-outcome";

export const confirmationSentText = (newEmail: string) =>
  `We've sent a confirmation link to ${newEmail}. Your address changes when you open it.`;

const FIELD_NAMES = ["newEmail", "password"] as const;

/** Change the sign-in address: the current password now, a link to the new address to finish. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    field,
    handleSubmit,
    setError,
    resetField,
    formState: { isSubmitting },
  } = useZodForm(changeEmailInput, { newEmail: "", password: "" });

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
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="New email" type="email" autoComplete="email" {...field("newEmail")} />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...field("password")}
          />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Change email"}
        </Button>
      </form>
    </div>
  );
}
