import { useLingui } from "@lingui/react/macro";
import { TokenConfirmation } from "@/web/components/token-landing";
import { buttonStyles } from "@/web/components/ui/button";
import { JoinAsGuideButton } from "./join-as-guide-button";

/** Where the link mailed to a signed-out applicant lands: confirms the application once. */
export function ApplicationConfirmation({ token }: { token: string }) {
  const { t } = useLingui();
  const texts = {
    pending: t`Confirming your application...`,
    confirmed: t`Thank you! Your email address is confirmed and your application has reached our team. We will contact you soon.`,
    alreadyConfirmed: t`Your application is already confirmed. Our team will contact you soon.`,
    unusable: t`This confirmation link is not valid. Please open the link from the email exactly as it was sent, or apply again.`,
    failed: t`We could not confirm your application. Please try again.`,
  };
  return (
    <TokenConfirmation
      token={token}
      path="/api/guide-applications/confirm"
      texts={texts}
      afterFailure={
        <JoinAsGuideButton label={t`Apply again`} className={buttonStyles({ size: "wide" })} />
      }
    />
  );
}
