import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { translateAll } from "@/web/lib/translate-labels";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUS_TONES } from "./labels";
import { subscribersCsvPath, useSendNewsletter, useSubscribers } from "./queries";
import { StatusSearchFields, useStatusSearch } from "./status-search";

const statusOptions = (i18n: I18n) => [
  { value: "all", label: i18n._(msg`All`) },
  ...SUBSCRIPTION_STATUSES.map((status) => ({
    value: status,
    label: i18n._(SUBSCRIPTION_STATUS_LABELS[status]),
  })),
];

/** The newsletter: subscribers by status with their CSV export, and a newsletter to send. */
export function NewsletterPanel() {
  const { i18n, t } = useLingui();
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
            <Trans>Subscribers</Trans>
          </h3>
          <a
            href={subscribersCsvPath(status, search)}
            download
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            <Trans>Download CSV</Trans>
          </a>
        </div>
        {counts && <StatusCounts counts={counts} searched={search !== ""} />}
        <StatusSearchFields
          filters={filters}
          statusOptions={statusOptions(i18n)}
          searchLabel={t`Search subscribers`}
          searchHint={t`Part of an email address`}
        />
        <Table
          caption={t`Newsletter subscribers`}
          columns={subscriberColumns(i18n)}
          rows={rows}
          rowKey={(subscriber) => subscriber.id}
          query={subscribers}
          loadingText={t`Loading subscribers...`}
          errorTitle={t`We couldn't load the subscribers.`}
          empty={search ? t`No subscribers match this search.` : t`No subscribers yet.`}
          footer={
            subscribers.data &&
            rows.length > 0 && (
              <Pagination
                label={t`Subscribers pages`}
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
  const { i18n, t } = useLingui();
  return (
    <dl
      aria-label={searched ? t`Subscribers matching the search` : t`Subscribers by status`}
      className="flex flex-wrap gap-3"
    >
      {SUBSCRIPTION_STATUSES.map((status) => (
        <div key={status} className="rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-stone-200">
          <dt className="text-xs tracking-wide text-stone-500 uppercase">
            {i18n._(SUBSCRIPTION_STATUS_LABELS[status])}
          </dt>
          <dd className="text-xl font-semibold text-ink">{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : "—");

function subscriberColumns(i18n: I18n): Column<NewsletterSubscriber>[] {
  const statusLabels = translateAll(i18n, SUBSCRIPTION_STATUS_LABELS);
  return [
    {
      header: i18n._(msg`Email`),
      className: "font-medium text-ink [overflow-wrap:anywhere]",
      cell: (s) => <span translate="no">{s.email}</span>,
    },
    {
      header: i18n._(msg`Status`),
      cell: (s) => (
        <StateBadge
          state={s.status}
          labels={statusLabels}
          tones={SUBSCRIPTION_STATUS_TONES}
          size="sm"
        />
      ),
    },
    {
      header: i18n._(msg({ message: "Subscribed", context: "newsletter subscription" })),
      wide: true,
      className: "whitespace-nowrap",
      cell: (s) => formatDate(s.subscribedAt),
    },
    {
      header: i18n._(msg({ message: "Confirmed", context: "newsletter subscription" })),
      wide: true,
      className: "whitespace-nowrap",
      cell: (s) => dateOrDash(s.confirmedAt),
    },
    {
      header: i18n._(msg({ message: "Unsubscribed", context: "newsletter subscription" })),
      wide: true,
      className: "whitespace-nowrap",
      cell: (s) => dateOrDash(s.unsubscribedAt),
    },
  ];
}

const FIELD_NAMES = ["subject", "body"] as const;

/** Subject and plain text; a second press sends it to every confirmed subscriber. */
function ComposeNewsletter() {
  const { t } = useLingui();
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
        const subject = issue.subject;
        const recipients = issue.recipientCount;
        setOutcome({
          tone: "success",
          text: t`${plural(recipients, {
            one: `“${subject}” is on its way to # confirmed subscriber.`,
            other: `“${subject}” is on its way to # confirmed subscribers.`,
          })}`,
        });
      },
      onError: (error) => {
        setReady(null);
        applyFieldErrors(error, setError, FIELD_NAMES);
        setOutcome({
          tone: "error",
          text: errorMessage(error, t`The newsletter could not be sent. Please try again.`),
        });
      },
    });
  };

  const readySubject = ready?.subject;

  return (
    <section aria-labelledby="admin-newsletter-compose-heading" className="space-y-4">
      <h3 id="admin-newsletter-compose-heading" className="text-lg font-semibold text-ink">
        <Trans>Send a newsletter</Trans>
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
          label={t`Subject`}
          maxLength={MAX_NEWSLETTER_SUBJECT_LENGTH}
          error={errors.subject?.message}
          {...register("subject", { onChange: () => setReady(null) })}
        />
        <TextareaField
          label={t({ message: "Message", context: "noun" })}
          rows={10}
          maxLength={MAX_NEWSLETTER_BODY_LENGTH}
          hint={t`Plain text. Each confirmed subscriber gets it with their own unsubscribe link.`}
          error={errors.body?.message}
          {...register("body", { onChange: () => setReady(null) })}
        />
        {ready ? (
          <fieldset className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
            <legend className="sr-only">
              <Trans>Confirm sending</Trans>
            </legend>
            <p className="text-sm text-amber-900">
              <Trans>
                Send “<span translate="no">{readySubject}</span>” to every confirmed subscriber now?
              </Trans>
            </p>
            <Button onClick={sendNow} disabled={send.isPending}>
              {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send now</Trans>}
            </Button>
            <Button variant="secondary" onClick={() => setReady(null)} disabled={send.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </fieldset>
        ) : (
          <Button type="submit">
            <Trans>Send newsletter</Trans>
          </Button>
        )}
      </form>
    </section>
  );
}
