import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountInput,
  deleteAccountInput,
} from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { authErrorText } from "@/web/features/auth/outcome";
import { authClient } from "@/web/lib/auth-client";

/** The danger zone: the account goes for good; its bookings stay, without the person in them. */
export function DeleteAccountSection() {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: "", confirmation: "" },
  });

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
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Current password" error={errors.password?.message}>
            <input
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...register("password")}
            />
          </Field>
          <Field
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            error={errors.confirmation?.message}
          >
            <input
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={inputClass}
              {...register("confirmation")}
            />
          </Field>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass.primary} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`}
        >
          {isSubmitting ? "Deleting..." : "Delete my account"}
        </button>
      </form>
    </div>
  );
}
