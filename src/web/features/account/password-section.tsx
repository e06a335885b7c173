import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type ChangePasswordInput, changePasswordInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { NewPasswordFields, PasswordField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";
import { SESSIONS_QUERY_KEY } from "./queries";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password, with the current one; every other device is signed out. */
export function PasswordSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    field,
    handleSubmit,
    reset,
    resetField,
    formState: { isSubmitting },
  } = useZodForm(changePasswordInput, EMPTY);

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordInput) => {
    setOutcome(null);
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      setOutcome({ tone: "error", text: authErrorText(error) });
      resetField("currentPassword");
      return;
    }
    setOutcome({
      tone: "success",
      text: t`Password changed. Your other devices have been signed out.`,
    });
    reset(EMPTY);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <PasswordField
        label={t`Current password`}
        fieldClassName="sm:max-w-sm"
        autoComplete="current-password"
        {...field("currentPassword")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={field("newPassword")}
          confirmation={field("confirmPassword")}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Changing...` : t`Change password`}
      </Button>
    </form>
  );
}
