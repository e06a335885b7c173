import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { authErrorText, type Outcome } from "@/web/features/auth/outcome";
import { authClient } from "@/web/lib/auth-client";
import { SESSIONS_QUERY_KEY } from "./sessions-section";

export const PASSWORD_CHANGED = "Password changed. Your other devices have been signed out.";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password, with the current one; every other device is signed out. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY,
  });

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
    setOutcome({ tone: "success", text: PASSWORD_CHANGED });
    reset(EMPTY);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <Field
        label="Current password"
        error={errors.currentPassword?.message}
        className="sm:max-w-sm"
      >
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...register("currentPassword")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="New password"
          hint="At least 8 characters"
          error={errors.newPassword?.message}
        >
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...register("newPassword")}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...register("confirmPassword")}
          />
        </Field>
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
        {isSubmitting ? "Changing..." : "Change password"}
      </button>
    </form>
  );
}
