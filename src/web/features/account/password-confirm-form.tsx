import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type CurrentPasswordInput, currentPasswordInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";

interface PasswordConfirmFormProps {
  /** Says what the password is for, e.g. "Confirm your password to turn on two-factor authentication." */
  prompt: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to an error message, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
  danger?: boolean;
}

/** Asks for the current password again before a security change. */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  busyLabel,
  onConfirm,
  onCancel,
  danger = false,
}: PasswordConfirmFormProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    resetField,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(currentPasswordInput, { password: "" });

  useEffect(() => setFocus("password"), [setFocus]);

  const onSubmit = async ({ password }: CurrentPasswordInput) => {
    setError(null);
    const problem = await onConfirm(password);
    if (problem) {
      setError(problem);
      resetField("password");
      setFocus("password");
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-4 rounded-xl bg-stone-50 p-4"
    >
      <p className="text-sm text-stone-700">{prompt}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        {...field("password")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} variant={danger ? "danger" : "primary"}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        <Button onClick={onCancel} variant="secondary">
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
