import { Trans, useLingui } from "@lingui/react/macro";
import { HomeLink, TokenConfirmation } from "@/web/components/token-landing";

/** Where the link in the double opt-in e-mail lands: confirms the subscription once. */
export function NewsletterConfirmation({ token }: { token: string }) {
  const { t } = useLingui();
  const texts = {
    pending: t`Confirming your subscription...`,
    confirmed: t`Thank you! Your subscription is confirmed. Watch your inbox for trip ideas.`,
    alreadyConfirmed: t`Your subscription is already confirmed.`,
    unusable: t`This confirmation link is not valid. Please open the link from the email exactly as it was sent, or subscribe again.`,
    failed: t`We could not confirm your subscription. Please try again.`,
  };
  return (
    <TokenConfirmation
      token={token}
      path="/api/newsletter/confirm"
      texts={texts}
      afterFailure={
        <>
          <p className="text-sm text-stone-600">
            <Trans>
              You can subscribe again with the newsletter box at the foot of every page.
            </Trans>
          </p>
          <HomeLink />
        </>
      }
    />
  );
}
