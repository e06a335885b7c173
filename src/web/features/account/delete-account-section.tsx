import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountInput,
  deleteAccountInput,
} from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  type BoundField,
  describedByOf,
  FieldMessages,
  PasswordField,
} from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { Input } from "@/web/components/ui/input";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";

/** The danger zone: the account goes for good; its bookings stay, without the person in them. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    resetField,
    formState: { isSubmitting },
  } = useZodForm(deleteAccountInput, { password: "", confirmation: "" });

  const onSubmit = async ({ password }: DeleteAccountInput) => {
    setError(null);
    const result = await authClient.deleteUser({ password });
    if (result.error) {
      setError(authErrorText(result.error));
      resetField("password");
      return;
    }
    window.location.assign("/");
  };

  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>
          <Trans>Your account and profile are deleted and you are signed out everywhere.</Trans>
        </li>
        <li>
          <Trans>
            Your bookings stay in our and your guides' records, with your name, email and phone
            removed.
          </Trans>
        </li>
        <li>
          <Trans>This cannot be undone.</Trans>
        </li>
      </ul>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            {...field("password")}
          />
          <ConfirmationWordField {...field("confirmation")} />
        </div>
        <Button type="submit" disabled={isSubmitting} variant="danger">
          {isSubmitting ? t`Deleting...` : t`Delete my account`}
        </Button>
      </form>
    </div>
  );
}

/**
 * "Type DELETE to confirm" (an InputField whose label marks the word): the word is what to type,
 * so it stays as it is in every language.
 */
function ConfirmationWordField({ error, ...input }: BoundField) {
  const id = useId();
  const word = DELETE_CONFIRMATION_WORD;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        <Trans>
          Type <span translate="no">{word}</span> to confirm
        </Trans>
      </label>
      <Input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { error })}
        {...input}
      />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
