import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type BackupCodeInput,
  backupCodeInput,
  type TotpChallengeInput,
  totpChallengeInput,
} from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { authClient } from "@/web/lib/auth-client";
import { oneTimeCodeProps } from "./one-time-code";
import { authErrorText } from "./outcome";

export const TOTP_PROMPT = "Enter the 6-digit code from your authenticator app";
export const BACKUP_PROMPT =
  "Enter one of the backup codes you saved when you turned on two-factor authentication.";

interface TwoFactorChallengeProps {
  /** Called once the second factor is accepted and the session store knows the user. */
  onSignedIn: () => void;
  onCancel: () => void;
}

/** The second step of a password sign-in when the account has two-factor authentication on. */
export function TwoFactorChallenge({ onSignedIn, onCancel }: TwoFactorChallengeProps) {
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  return (
    <div className="space-y-5">
      {method === "totp" ? (
        <TotpForm onSignedIn={onSignedIn} />
      ) : (
        <BackupCodeForm onSignedIn={onSignedIn} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={() => setMethod(method === "totp" ? "backup" : "totp")}
          className="font-semibold text-brand-700 hover:underline"
        >
          {method === "totp" ? "Use a backup code" : "Use your authenticator app"}
        </button>
        <button type="button" onClick={onCancel} className="text-stone-600 hover:underline">
          Back to log in
        </button>
      </div>
    </div>
  );
}

function TotpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TotpChallengeInput>({
    resolver: zodResolver(totpChallengeInput),
    defaultValues: { code: "", trustDevice: false },
  });

  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = async (values: TotpChallengeInput) => {
    setError(null);
    const result = await authClient.twoFactor.verifyTotp(values);
    if (result.error) {
      setError(authErrorText(result.error));
      setFocus("code");
      return;
    }
    onSignedIn();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="text-stone-700">{TOTP_PROMPT}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Field label="Authentication code" error={errors.code?.message}>
        <input
          {...oneTimeCodeProps}
          className={`${inputClass} font-mono text-lg tracking-[0.3em]`}
          {...register("code")}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-stone-300 accent-brand-700"
          {...register("trustDevice")}
        />
        Trust this device for 30 days
      </label>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Checking..." : "Verify"}
      </button>
    </form>
  );
}

function BackupCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BackupCodeInput>({
    resolver: zodResolver(backupCodeInput),
    defaultValues: { code: "" },
  });

  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = async (values: BackupCodeInput) => {
    setError(null);
    const result = await authClient.twoFactor.verifyBackupCode(values);
    if (result.error) {
      setError(authErrorText(result.error));
      setFocus("code");
      return;
    }
    onSignedIn();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="text-stone-700">{BACKUP_PROMPT}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Field label="Backup code" hint="For example abcde-12345" error={errors.code?.message}>
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
          {...register("code")}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Checking..." : "Verify"}
      </button>
    </form>
  );
}
