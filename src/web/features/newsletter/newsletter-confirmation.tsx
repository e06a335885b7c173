import { NEWSLETTER_CONFIRM_LINK_INVALID } from "@/shared/inbox/schema";
import { HomeLink, TokenConfirmation } from "@/web/components/token-landing";

export const NEWSLETTER_CONFIRMED =
  "Thank you! Your subscription is confirmed. Watch your inbox for trip ideas.";
export const NEWSLETTER_ALREADY_CONFIRMED = "Your subscription is already confirmed.";
export const NEWSLETTER_LINK_UNUSABLE = `${NEWSLETTER_CONFIRM_LINK_INVALID} Please open the link from the email exactly as it was sent, or subscribe again.`;

const TEXTS = {
  pending: "Confirming your subscription...",
  confirmed: NEWSLETTER_CONFIRMED,
  alreadyConfirmed: NEWSLETTER_ALREADY_CONFIRMED,
  unusable: NEWSLETTER_LINK_UNUSABLE,
  failed: "We could not confirm your subscription. Please try again.",
};

/** Where the link in the double opt-in e-mail lands: confirms the subscription once. */
export function NewsletterConfirmation({ token }: { token: string }) {
  return (
    <TokenConfirmation
      token={token}
      path="/api/newsletter/confirm"
      texts={TEXTS}
      afterFailure={
        <>
          <p className="text-sm text-stone-600">
            You can subscribe again with the newsletter box at the foot of every page.
          </p>
          <HomeLink />
        </>
      }
    />
  );
}
