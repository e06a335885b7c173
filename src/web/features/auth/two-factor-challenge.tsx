import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type BackupCodeInput,
  backupCodeInput,
  type TotpChallengeInput,
  totpChallengeInput,
} from "@/shared/account/schema";
import { Button } from "@/web/components/ui/button";
import { Checkbox, InputField, OneTimeCodeField } from "@/web/components/ui/field";
import { Form } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { useCodeForm } from "./use-code-form";

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
        <Button variant="link" onClick={() => setMethod(method === "totp" ? "backup" : "totp")}>
          {method === "totp" ? "Use a backup code" : "Use your authenticator app"}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Back to log in
        </Button>
      </div>
    </div>
  );
}

function TotpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, message, onSubmit } = useCodeForm<TotpChallengeInput>({
    resolver: zodResolver(totpChallengeInput),
    defaultValues: { code: "", trustDevice: false },
    verify: (values) => authClient.twoFactor.verifyTotp(values),
    onVerified: onSignedIn,
  });
  const { register, formState } = form;

  return (
    <Form
      onSubmit={onSubmit}
      intro={<p className="text-stone-700">{TOTP_PROMPT}</p>}
      message={message}
      submitting={formState.isSubmitting}
      submitLabel="Verify"
      busyLabel="Checking..."
    >
      <OneTimeCodeField
        label="Authentication code"
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Checkbox label="Trust this device for 30 days" {...register("trustDevice")} />
    </Form>
  );
}

function BackupCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, message, onSubmit } = useCodeForm<BackupCodeInput>({
    resolver: zodResolver(backupCodeInput),
    defaultValues: { code: "" },
    verify: (values) => authClient.twoFactor.verifyBackupCode(values),
    onVerified: onSignedIn,
  });
  const { register, formState } = form;

  return (
    <Form
      onSubmit={onSubmit}
      intro={<p className="text-stone-700">{BACKUP_PROMPT}</p>}
      message={message}
      submitting={formState.isSubmitting}
      submitLabel="Verify"
      busyLabel="Checking..."
    >
      <InputField
        label="Backup code"
        hint="For example abcde-12345"
        error={formState.errors.code?.message}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="font-mono"
        {...register("code")}
      />
    </Form>
  );
}
