import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type ChangeEmailInput, changeEmailInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { InputField, PasswordField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import type { Outcome } from "@/web/lib/auth-outcome";

const FIELD_NAMES = ["newEmail", "password"] as const;

/** Change the sign-in address: the current password now, a link to the new address to finish. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui();
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
      const newEmail = values.newEmail;
      setOutcome({
        tone: "success",
        text: t`We've sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
      });
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setOutcome({
        tone: "error",
        text: errorMessage(error, t`We could not change your email address. Please try again.`),
      });
    }
    resetField("password");
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700">
        <Trans>
          You log in with{" "}
          <strong translate="no" className="break-all text-stone-900">
            {currentEmail}
          </strong>
          .
        </Trans>
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t`New email`}
            type="email"
            autoComplete="email"
            {...field("newEmail")}
          />
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            {...field("password")}
          />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Sending...` : t`Change email`}
        </Button>
      </form>
    </div>
  );
}
