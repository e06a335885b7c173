import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type TotpConfirmInput, totpConfirmInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { OneTimeCodeField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";
import { BackupCodes } from "./backup-codes";
import { TotpQrCode } from "./totp-qr-code";
import { groupInFours, secretFromTotpUri } from "./totp-secret";

interface TwoFactorEnrolmentProps {
  totpURI: string;
  backupCodes: string[];
  onEnabled: () => void;
  onCancel: () => void;
}

/** Scan (or type) the secret, keep the backup codes, and prove it works with a first code. */
export function TwoFactorEnrolment({
  totpURI,
  backupCodes,
  onEnabled,
  onCancel,
}: TwoFactorEnrolmentProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const secret = secretFromTotpUri(totpURI);
  const {
    field,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(totpConfirmInput, { code: "" });

  const onSubmit = async ({ code }: TotpConfirmInput) => {
    setError(null);
    const result = await authClient.twoFactor.verifyTotp({ code });
    if (result.error) {
      setError(authErrorText(result.error));
      setFocus("code");
      return;
    }
    onEnabled();
  };

  return (
    <ol className="space-y-6">
      <li className="space-y-3">
        <h3 className="font-semibold text-stone-900">
          <Trans>1. Scan this QR code with your authenticator app</Trans>
        </h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <TotpQrCode uri={totpURI} />
          <dl className="min-w-0">
            <dt className="text-sm text-stone-600">
              <Trans>Or enter this key</Trans>
            </dt>
            <dd
              translate="no"
              className="mt-1 font-mono text-base font-semibold tracking-wide break-words text-stone-900 select-all"
            >
              {groupInFours(secret)}
            </dd>
            <dd className="mt-1 text-xs text-stone-500">
              <Trans>Time-based, 6 digits, every 30 seconds.</Trans>
            </dd>
          </dl>
        </div>
      </li>
      <li className="space-y-3">
        <h3 className="font-semibold text-stone-900">
          <Trans>2. Save your backup codes</Trans>
        </h3>
        <BackupCodes codes={backupCodes} />
      </li>
      <li>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
          <h3 className="font-semibold text-stone-900">
            <Trans>3. Enter the 6-digit code your app shows</Trans>
          </h3>
          {error && <Alert tone="error">{error}</Alert>}
          <OneTimeCodeField
            label={t`Code from the app`}
            fieldClassName="max-w-xs"
            {...field("code")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Checking...` : t`Turn on`}
            </Button>
            <Button onClick={onCancel} variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}
