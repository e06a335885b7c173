import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
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

interface TwoFactorChallengeProps {
  /** Called once the second factor is accepted and the session store knows the user. */
  onSignedIn: () => void;
  onCancel: () => void;
}

/** The second step of a password sign-in when the account has two-factor authentication on. */
export function TwoFactorChallenge({ onSignedIn, onCancel }: TwoFactorChallengeProps) {
  const { t } = useLingui();
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
          {method === "totp" ? t`Use a backup code` : t`Use your authenticator app`}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          <Trans>Back to log in</Trans>
        </Button>
      </div>
    </div>
  );
}

function TotpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
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
      intro={
        <p className="text-stone-700">
          <Trans>Enter the 6-digit code from your authenticator app</Trans>
        </p>
      }
      message={message}
      submitting={formState.isSubmitting}
      submitLabel={t`Verify`}
      busyLabel={t`Checking...`}
    >
      <OneTimeCodeField
        label={t`Authentication code`}
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Checkbox label={t`Trust this device for 30 days`} {...register("trustDevice")} />
    </Form>
  );
}

function BackupCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
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
      intro={
        <p className="text-stone-700">
          <Trans>
            Enter one of the backup codes you saved when you turned on two-factor authentication.
          </Trans>
        </p>
      }
      message={message}
      submitting={formState.isSubmitting}
      submitLabel={t`Verify`}
      busyLabel={t`Checking...`}
    >
      <InputField
        label={t`Backup code`}
        hint={t`For example abcde-12345`}
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
