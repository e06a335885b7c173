import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type CurrentPasswordInput, currentPasswordInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";

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
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CurrentPasswordInput>({
    resolver: zodResolver(currentPasswordInput),
    defaultValues: { password: "" },
  });

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
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Field label="Current password" error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...register("password")}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className={
            danger
              ? `${buttonClass.primary} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`
              : buttonClass.primary
          }
        >
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
