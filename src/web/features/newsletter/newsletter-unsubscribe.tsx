import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { NewsletterUnsubscribed } from "@/shared/inbox/schema";
import { LandingDone } from "@/web/components/token-landing";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";

/**
 * Where a newsletter's visible unsubscribe link (and a mail program's GET of the one-click
 * address) lands. Opening it changes nothing, since link scanners open every link: one press does.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const { t } = useLingui();
  const unsubscribe = useMutation({
    mutationFn: () =>
      api.post<NewsletterUnsubscribed>(
        `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
        {},
      ),
  });

  if (token === "") {
    return (
      <Alert tone="error">
        {t`This unsubscribe link is not valid. Please open the link from the email exactly as it was sent.`}
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <LandingDone
        message={t`You're unsubscribed. We won't send you any more trip ideas by email.`}
      />
    );
  }
  return (
    <div className="space-y-5">
      {unsubscribe.isError && (
        <Alert tone="error">
          {errorMessage(unsubscribe.error, t`We could not unsubscribe you. Please try again.`)}
        </Alert>
      )}
      <p className="text-stone-700">
        <Trans>
          Stop receiving Yatra Tours trip ideas, seasonal tips and offers at this address?
        </Trans>
      </p>
      <Button size="wide" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? t`Unsubscribing...` : t`Unsubscribe`}
      </Button>
    </div>
  );
}
