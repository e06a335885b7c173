import { useLingui } from "@lingui/react/macro";
import { TokenLandingCard } from "@/web/features/auth/token-landing-card";
import { NewsletterUnsubscribe } from "@/web/features/newsletter/newsletter-unsubscribe";

/** Where a newsletter e-mail's unsubscribe link lands. */
export default function NewsletterUnsubscribeScreen() {
  const { t } = useLingui();
  return (
    <TokenLandingCard title={t`Unsubscribe`} subtitle={t`Yatra Tours trip ideas by email.`}>
      {(token) => <NewsletterUnsubscribe token={token} />}
    </TokenLandingCard>
  );
}
