import { useState } from "react";
import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountInput,
  deleteAccountInput,
} from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { InputField, PasswordField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";

/** The danger zone: the account goes for good; its bookings stay, without the person in them. */
export function DeleteAccountSection() {
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
        <li>Your account and profile are deleted and you are signed out everywhere.</li>
        <li>
          Your bookings stay in our and your guides' records, with your name, email and phone
          removed.
        </li>
        <li>This cannot be undone.</li>
      </ul>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...field("password")}
          />
          <InputField
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...field("confirmation")}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} variant="danger">
          {isSubmitting ? "Deleting..." : "Delete my account"}
        </Button>
      </form>
    </div>
  );
}
