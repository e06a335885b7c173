import { useState } from "react";
import {
  MAX_NEWSLETTER_BODY_LENGTH,
  MAX_NEWSLETTER_SUBJECT_LENGTH,
  type NewsletterIssueInput,
  type NewsletterSubscriber,
  newsletterIssueInput,
  SUBSCRIPTION_STATUSES,
  type SubscriptionCounts,
  type SubscriptionStatusFilter,
} from "@/shared/inbox/schema";
import { Alert } from "@/web/components/ui/alert";
import { StateBadge } from "@/web/components/ui/badge";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { InputField, TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { Pagination } from "@/web/components/ui/pagination";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUS_TONES } from "./labels";
import { subscribersCsvPath, useSendNewsletter, useSubscribers } from "./queries";
import { StatusSearchFields, useStatusSearch } from "./status-search";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  ...SUBSCRIPTION_STATUSES.map((status) => ({
    value: status,
    label: SUBSCRIPTION_STATUS_LABELS[status],
  })),
];

/** The newsletter: subscribers by status with their CSV export, and a newsletter to send. */
export function NewsletterPanel() {
  const filters = useStatusSearch<SubscriptionStatusFilter>("all");
  const { status, search, page } = filters;
  const subscribers = useSubscribers(status, search, page);
  const rows = subscribers.data?.subscribers ?? [];
  const counts = subscribers.data?.counts;

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-newsletter-subscribers-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="admin-newsletter-subscribers-heading" className="text-lg font-semibold text-ink">
            Subscribers
          </h3>
          <a
            href={subscribersCsvPath(status, search)}
            download
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            Download CSV
          </a>
        </div>
        {counts && <StatusCounts counts={counts} searched={search !== ""} />}
        <StatusSearchFields
          filters={filters}
          statusOptions={STATUS_OPTIONS}
          searchLabel="Search subscribers"
          searchHint="Part of an email address"
        />
        <Table
          caption="Newsletter subscribers"
          columns={SUBSCRIBER_COLUMNS}
          rows={rows}
          rowKey={(subscriber) => subscriber.id}
          query={subscribers}
          loadingText="Loading subscribers..."
          errorTitle="We couldn't load the subscribers."
          empty={search ? "No subscribers match this search." : "No subscribers yet."}
          footer={
            subscribers.data &&
            rows.length > 0 && (
              <Pagination
                label="Subscribers pages"
                page={page}
                pageSize={subscribers.data.pageSize}
                total={subscribers.data.total}
                onPageChange={filters.setPage}
              />
            )
          }
        />
      </section>
      <ComposeNewsletter />
    </div>
  );
}

function StatusCounts({ counts, searched }: { counts: SubscriptionCounts; searched: boolean }) {
  return (
    <dl
      aria-label={searched ? "Subscribers matching the search" : "Subscribers by status"}
      className="flex flex-wrap gap-3"
    >
      {SUBSCRIPTION_STATUSES.map((status) => (
        <div key={status} className="rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-stone-200">
          <dt className="text-xs tracking-wide text-stone-500 uppercase">
            {SUBSCRIPTION_STATUS_LABELS[status]}
          </dt>
          <dd className="text-xl font-semibold text-ink">{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : "—");

const SUBSCRIBER_COLUMNS: Column<NewsletterSubscriber>[] = [
  {
    header: "Email",
    className: "font-medium text-ink [overflow-wrap:anywhere]",
    cell: (s) => s.email,
  },
  {
    header: "Status",
    cell: (s) => (
      <StateBadge
        state={s.status}
        labels={SUBSCRIPTION_STATUS_LABELS}
        tones={SUBSCRIPTION_STATUS_TONES}
        size="sm"
      />
    ),
  },
  {
    header: "Subscribed",
    wide: true,
    className: "whitespace-nowrap",
    cell: (s) => formatDate(s.subscribedAt),
  },
  {
    header: "Confirmed",
    wide: true,
    className: "whitespace-nowrap",
    cell: (s) => dateOrDash(s.confirmedAt),
  },
  {
    header: "Unsubscribed",
    wide: true,
    className: "whitespace-nowrap",
    cell: (s) => dateOrDash(s.unsubscribedAt),
  },
];

const FIELD_NAMES = ["subject", "body"] as const;

/** Subject and plain text; a second press sends it to every confirmed subscriber. */
function ComposeNewsletter() {
  const send = useSendNewsletter();
  const [ready, setReady] = useState<NewsletterIssueInput | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(newsletterIssueInput, { subject: "", body: "" });

  const sendNow = () => {
    if (!ready) return;
    setOutcome(null);
    send.mutate(ready, {
      onSuccess: ({ issue }) => {
        setReady(null);
        reset({ subject: "", body: "" });
        setOutcome({
          tone: "success",
          text:
            issue.recipientCount === 1
              ? `“${issue.subject}” is on its way to 1 confirmed subscriber.`
              : `“${issue.subject}” is on its way to ${issue.recipientCount} confirmed subscribers.`,
        });
      },
      onError: (error) => {
        setReady(null);
        applyFieldErrors(error, setError, FIELD_NAMES);
        setOutcome({
          tone: "error",
          text: errorMessage(error, "The newsletter could not be sent. Please try again."),
        });
      },
    });
  };

  return (
    <section aria-labelledby="admin-newsletter-compose-heading" className="space-y-4">
      <h3 id="admin-newsletter-compose-heading" className="text-lg font-semibold text-ink">
        Send a newsletter
      </h3>
      <form
        noValidate
        onSubmit={handleSubmit((input) => {
          setOutcome(null);
          setReady(input);
        })}
        className="max-w-2xl space-y-4"
      >
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <InputField
          label="Subject"
          maxLength={MAX_NEWSLETTER_SUBJECT_LENGTH}
          error={errors.subject?.message}
          {...register("subject", { onChange: () => setReady(null) })}
        />
        <TextareaField
          label="Message"
          rows={10}
          maxLength={MAX_NEWSLETTER_BODY_LENGTH}
          hint="Plain text. Each confirmed subscriber gets it with their own unsubscribe link."
          error={errors.body?.message}
          {...register("body", { onChange: () => setReady(null) })}
        />
        {ready ? (
          <fieldset className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
            <legend className="sr-only">Confirm sending</legend>
            <p className="text-sm text-amber-900">
              Send “{ready.subject}” to every confirmed subscriber now?
            </p>
            <Button onClick={sendNow} disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send now"}
            </Button>
            <Button variant="secondary" onClick={() => setReady(null)} disabled={send.isPending}>
              Cancel
            </Button>
          </fieldset>
        ) : (
          <Button type="submit">Send newsletter</Button>
        )}
      </form>
    </section>
  );
}
