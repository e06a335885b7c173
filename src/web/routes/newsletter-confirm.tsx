import { useLingui } from "@lingui/react/macro";
import { TokenLandingCard } from "@/web/features/auth/token-landing-card";
import { NewsletterConfirmation } from "@/web/features/newsletter/newsletter-confirmation";

/** Where the link in the newsletter's confirmation e-mail lands (double opt-in). */
export default function NewsletterConfirmScreen() {
  const { t } = useLingui();
  return (
    <TokenLandingCard title={t`Newsletter`} subtitle={t`Confirming your email address.`}>
      {(token) => <NewsletterConfirmation token={token} />}
    </TokenLandingCard>
  );
}
