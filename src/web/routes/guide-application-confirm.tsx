import { TokenLandingCard } from "@/web/features/auth/token-landing-card";
import { ApplicationConfirmation } from "@/web/features/guide-application/application-confirmation";

/** Where the link in a signed-out guide applicant's e-mail lands (decision 0020). */
export default function GuideApplicationConfirmScreen() {
  return (
    <TokenLandingCard title="Guide application" subtitle="Confirming your email address.">
      {(token) => <ApplicationConfirmation token={token} />}
    </TokenLandingCard>
  );
}
