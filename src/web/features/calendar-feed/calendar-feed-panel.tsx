import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { useCalendarFeed, useChangeCalendarFeed } from "./queries";

/**
 * The guide's private calendar link: Google Calendar and Apple Calendar subscribe to it and show
 * every confirmed tour. The link is shown once, when it is made; making a new one ends the old.
 */
export function CalendarFeedPanel() {
  const { t } = useLingui();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const toast = useToast();
  const [link, setLink] = useState<string | null>(null);
  const headingId = useId();
  const linkId = useId();

  async function run(kind: "new" | "off") {
    try {
      const status = await change.mutateAsync(kind);
      setLink(status.url ?? null);
      toast.success(
        kind === "new" ? t`Your calendar link is ready.` : t`Your calendar link is off.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, t`We couldn't change your calendar link. Please try again.`));
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t`Link copied.`);
    } catch {
      toast.error(t`Copying is blocked here: select the link and copy it yourself.`);
    }
  }

  const active = feed.data?.active ?? false;
  const madeOn = feed.data?.createdAt ? formatDate(feed.data.createdAt) : "";
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl bg-white p-5 shadow-md ring-1 ring-stone-200/70"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        <Trans>Your tours in your own calendar</Trans>
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">
        <Trans>
          Subscribe to a private link in Google Calendar (Other calendars → From URL) or Apple
          Calendar (File → New Calendar Subscription) and every confirmed tour appears there. Anyone
          with the link can see your tours, so keep it to yourself.
        </Trans>
      </p>
      {feed.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          <Trans>We couldn't load your calendar link.</Trans> {feed.error.message}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-stone-700" aria-live="polite">
            {feed.isPending
              ? t`Loading...`
              : active
                ? t`Your calendar link is on (made on ${madeOn}).`
                : t`You have no calendar link.`}
          </p>
          {link && (
            <div className="mt-3 flex flex-col gap-2">
              <label htmlFor={linkId} className="text-sm font-medium text-stone-700">
                <Trans>Your private calendar link (shown once: copy it now)</Trans>
              </label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={linkId}
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                  translate="no"
                  className="min-w-0 flex-1 font-mono text-xs"
                />
                <Button variant="secondary" onClick={() => void copy()}>
                  <Trans>Copy link</Trans>
                </Button>
              </div>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => void run("new")} disabled={change.isPending || feed.isPending}>
              {active ? <Trans>Make a new link</Trans> : <Trans>Make my calendar link</Trans>}
            </Button>
            {active && (
              <Button
                variant="secondary"
                onClick={() => void run("off")}
                disabled={change.isPending}
              >
                <Trans>Turn the link off</Trans>
              </Button>
            )}
          </div>
          {active && (
            <p className="mt-2 text-xs text-stone-500">
              <Trans>
                A new link stops the old one at once: calendars that used it stop updating.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
