import { useLingui } from "@lingui/react/macro";
import { TokenLandingCard } from "@/web/features/auth/token-landing-card";
import { ApplicationConfirmation } from "@/web/features/guide-application/application-confirmation";

/** Where the link in a signed-out guide applicant's e-mail lands (decision 0020). */
export default function GuideApplicationConfirmScreen() {
  const { t } = useLingui();
  return (
    <TokenLandingCard title={t`Guide application`} subtitle={t`Confirming your email address.`}>
      {(token) => <ApplicationConfirmation token={token} />}
    </TokenLandingCard>
  );
}
