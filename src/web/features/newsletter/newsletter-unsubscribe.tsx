import { useMutation } from "@tanstack/react-query";
import {
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID,
  type NewsletterUnsubscribed,
} from "@/shared/inbox/schema";
import { LandingDone } from "@/web/components/token-landing";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";

export const UNSUBSCRIBED_TEXT =
  "You're unsubscribed. We won't send you any more trip ideas by email.";
export const UNSUBSCRIBE_LINK_UNUSABLE = `${NEWSLETTER_UNSUBSCRIBE_LINK_INVALID} Please open the link from the email exactly as it was sent.`;

/**
 * Where a newsletter's visible unsubscribe link (and a mail program's GET of the one-click
 * address) lands. Opening it changes nothing, since link scanners open every link: one press does.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const unsubscribe = useMutation({
    mutationFn: () =>
      api.post<NewsletterUnsubscribed>(
        `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
        {},
      ),
  });

  if (token === "") return <Alert tone="error">{UNSUBSCRIBE_LINK_UNUSABLE}</Alert>;
  if (unsubscribe.isSuccess) return <LandingDone message={UNSUBSCRIBED_TEXT} />;
  return (
    <div className="space-y-5">
      {unsubscribe.isError && (
        <Alert tone="error">
          {errorMessage(unsubscribe.error, "We could not unsubscribe you. Please try again.")}
        </Alert>
      )}
      <p className="text-stone-700">
        Stop receiving Yatra Tours trip ideas, seasonal tips and offers at this address?
      </p>
      <Button size="wide" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </div>
  );
}
