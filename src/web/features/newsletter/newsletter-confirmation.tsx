import { useQuery } from "@tanstack/react-query";
import { NEWSLETTER_CONFIRM_LINK_INVALID, type NewsletterConfirmed } from "@/shared/inbox/schema";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { api } from "@/web/lib/api";

export const NEWSLETTER_CONFIRMED =
  "Thank you! Your subscription is confirmed. Watch your inbox for trip ideas.";
export const NEWSLETTER_ALREADY_CONFIRMED = "Your subscription is already confirmed.";
export const NEWSLETTER_LINK_UNUSABLE = `${NEWSLETTER_CONFIRM_LINK_INVALID} Please open the link from the email exactly as it was sent, or subscribe again.`;

/** Where the link in the double opt-in e-mail lands: confirms the subscription once. */
export function NewsletterConfirmation({ token }: { token: string }) {
  // A query rather than a mutation: React's repeated renders and effects send it only once.
  const confirmation = useQuery({
    queryKey: ["newsletter-confirmation", token],
    queryFn: () => api.post<NewsletterConfirmed>("/api/newsletter/confirm", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token !== "" && confirmation.isPending) {
    return <StatusScreen text="Confirming your subscription..." />;
  }
  const home = (
    <ButtonLink to="/" size="wide">
      Home
    </ButtonLink>
  );
  if (confirmation.data) {
    return (
      <div className="space-y-5">
        <Alert tone="success">
          {confirmation.data.status === "confirmed"
            ? NEWSLETTER_CONFIRMED
            : NEWSLETTER_ALREADY_CONFIRMED}
        </Alert>
        {home}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <Alert tone="error">
        {token === ""
          ? NEWSLETTER_LINK_UNUSABLE
          : errorMessage(
              confirmation.error,
              "We could not confirm your subscription. Please try again.",
            )}
      </Alert>
      <p className="text-sm text-stone-600">
        You can subscribe again with the newsletter box at the foot of every page.
      </p>
      {home}
    </div>
  );
}
