import { TokenConfirmation } from "@/web/components/token-landing";
import { buttonStyles } from "@/web/components/ui/button";
import { JoinAsGuideButton } from "./join-as-guide-button";

export const APPLICATION_CONFIRMED =
  "Thank you! Your email address is confirmed and your application has reached our team. We will contact you soon.";
export const APPLICATION_ALREADY_CONFIRMED =
  "Your application is already confirmed. Our team will contact you soon.";
export const CONFIRMATION_LINK_UNUSABLE =
  "This confirmation link is not valid. Please open the link from the email exactly as it was sent, or apply again.";

const TEXTS = {
  pending: "Confirming your application...",
  confirmed: APPLICATION_CONFIRMED,
  alreadyConfirmed: APPLICATION_ALREADY_CONFIRMED,
  unusable: CONFIRMATION_LINK_UNUSABLE,
  failed: "We could not confirm your application. Please try again.",
};

/** Where the link mailed to a signed-out applicant lands: confirms the application once. */
export function ApplicationConfirmation({ token }: { token: string }) {
  return (
    <TokenConfirmation
      token={token}
      path="/api/guide-applications/confirm"
      texts={TEXTS}
      afterFailure={
        <JoinAsGuideButton label="Apply again" className={buttonStyles({ size: "wide" })} />
      }
    />
  );
}
