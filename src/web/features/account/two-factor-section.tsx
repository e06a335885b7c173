import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmForm } from "./password-confirm-form";
import { SESSIONS_QUERY_KEY } from "./queries";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

type Step =
  | { kind: "idle" }
  | { kind: "confirm-enable" }
  | { kind: "enrolling"; totpURI: string; backupCodes: string[] }
  | { kind: "confirm-disable" }
  | { kind: "confirm-regenerate" }
  | { kind: "new-codes"; backupCodes: string[] };

/** Whether the session user has two-factor on; the badge beside the section title. */
export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        enabled ? "bg-emerald-100 text-emerald-800" : "bg-stone-100 text-stone-700"
      }`}
    >
      {enabled ? t`On` : t`Off`}
    </span>
  );
}

/** Turn two-factor authentication on (QR code, key, backup codes, first code) or off. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const idle = () => setStep({ kind: "idle" });
  const begin = (next: Step) => {
    setOutcome(null);
    setStep(next);
  };

  const enable = async (password: string) => {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error) return authErrorText(error);
    setStep({ kind: "enrolling", totpURI: data.totpURI, backupCodes: data.backupCodes });
    return null;
  };

  const disable = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return authErrorText(error);
    idle();
    setOutcome({ tone: "success", text: t`Two-factor authentication is off.` });
    return null;
  };

  const regenerate = async (password: string) => {
    const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
    if (error) return authErrorText(error);
    setStep({ kind: "new-codes", backupCodes: data.backupCodes });
    return null;
  };

  const enrolled = () => {
    idle();
    setOutcome({ tone: "success", text: t`Two-factor authentication is on.` });
    // Turning it on replaces this device's session with a new one.
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  return (
    <div className="space-y-5">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {step.kind === "idle" && !enabled && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            <Trans>
              Add a second step to logging in: a 6-digit code from an authenticator app such as{" "}
              <span translate="no">Google Authenticator</span>,{" "}
              <span translate="no">Microsoft Authenticator</span> or{" "}
              <span translate="no">1Password</span>. Someone who learns your password still cannot
              get in without your phone.
            </Trans>
          </p>
          <Button onClick={() => begin({ kind: "confirm-enable" })}>
            <Trans>Turn on two-factor authentication</Trans>
          </Button>
        </div>
      )}
      {step.kind === "idle" && enabled && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            <Trans>
              Logging in with your password also asks for a code from your authenticator app. If you
              lose your phone, use one of your backup codes.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => begin({ kind: "confirm-regenerate" })} variant="secondary">
              <Trans>Get new backup codes</Trans>
            </Button>
            <Button onClick={() => begin({ kind: "confirm-disable" })} variant="danger-outline">
              <Trans>Turn off two-factor authentication</Trans>
            </Button>
          </div>
        </div>
      )}
      {step.kind === "confirm-enable" && (
        <PasswordConfirmForm
          prompt={t`Confirm your password to turn on two-factor authentication.`}
          submitLabel={t`Continue`}
          busyLabel={t`Checking...`}
          onConfirm={enable}
          onCancel={idle}
        />
      )}
      {step.kind === "enrolling" && (
        <TwoFactorEnrolment
          totpURI={step.totpURI}
          backupCodes={step.backupCodes}
          onEnabled={enrolled}
          onCancel={idle}
        />
      )}
      {step.kind === "confirm-disable" && (
        <PasswordConfirmForm
          prompt={t`Confirm your password to turn off two-factor authentication. Logging in will then need only your password.`}
          submitLabel={t`Turn off`}
          busyLabel={t`Turning off...`}
          onConfirm={disable}
          onCancel={idle}
          danger
        />
      )}
      {step.kind === "confirm-regenerate" && (
        <PasswordConfirmForm
          prompt={t`Confirm your password to get new backup codes. Your old codes will stop working.`}
          submitLabel={t`Get new codes`}
          busyLabel={t`Creating...`}
          onConfirm={regenerate}
          onCancel={idle}
        />
      )}
      {step.kind === "new-codes" && (
        <div className="space-y-4">
          <Alert tone="success">
            <Trans>Here are your new backup codes. The old ones no longer work.</Trans>
          </Alert>
          <BackupCodes codes={step.backupCodes} />
          <Button onClick={idle} variant="secondary">
            <Trans>Done</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
