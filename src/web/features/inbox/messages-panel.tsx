import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatusFilter,
  type InboxMessage,
  type InboxStatusCounts,
} from "@/shared/inbox/schema";
import { StateBadge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatShortMoment } from "@/web/lib/format";
import { translateAll } from "@/web/lib/translate-labels";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from "./labels";
import { MessageThreadDialog } from "./message-thread-dialog";
import { FIRST_MESSAGE_STATUS, useInboxMessages } from "./queries";
import { StatusSearchFields, useStatusSearch } from "./status-search";

const EMPTY: Record<ContactMessageStatusFilter, MessageDescriptor> = {
  new: msg`No new messages.`,
  answered: msg`No answered messages.`,
  closed: msg`No closed messages.`,
  all: msg`No messages yet.`,
};

function statusOptions(counts: InboxStatusCounts | undefined, i18n: I18n) {
  const counted = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${n})`;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return [
    ...CONTACT_MESSAGE_STATUSES.map((status) => ({
      value: status,
      label: counted(i18n._(MESSAGE_STATUS_LABELS[status]), counts?.[status]),
    })),
    { value: "all", label: counted(i18n._(msg`All`), total) },
  ];
}

/** Contact messages: newest first, by status, searchable; each opens its thread. */
export function MessagesPanel() {
  const { i18n, t } = useLingui();
  const filters = useStatusSearch<ContactMessageStatusFilter>(FIRST_MESSAGE_STATUS);
  const { status, search, page } = filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useInboxMessages(status, search, page);
  const rows = messages.data?.messages ?? [];

  return (
    <section aria-labelledby="admin-inbox-messages-heading" className="space-y-4">
      <h3 id="admin-inbox-messages-heading" className="text-lg font-semibold text-ink">
        <Trans>Contact messages</Trans>
      </h3>
      <StatusSearchFields
        filters={filters}
        statusOptions={statusOptions(messages.data?.counts, i18n)}
        searchLabel={t`Search messages`}
        searchHint={t`Name, email, subject or text`}
      />
      <Table
        caption={t`Contact messages`}
        columns={messageColumns(setOpenId, i18n)}
        rows={rows}
        rowKey={(message) => message.id}
        query={messages}
        loadingText={t`Loading messages...`}
        errorTitle={t`We couldn't load the messages.`}
        empty={search ? t`No messages match this search.` : i18n._(EMPTY[status])}
        footer={
          messages.data &&
          rows.length > 0 && (
            <Pagination
              label={t`Messages pages`}
              page={page}
              pageSize={messages.data.pageSize}
              total={messages.data.total}
              onPageChange={filters.setPage}
            />
          )
        }
      />
      <MessageThreadDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

function messageColumns(onOpen: (id: number) => void, i18n: I18n): Column<InboxMessage>[] {
  const statusLabels = translateAll(i18n, MESSAGE_STATUS_LABELS);
  return [
    {
      header: i18n._(msg`From`),
      className: "[overflow-wrap:anywhere]",
      cell: (m) => (
        <>
          <span className="font-medium text-ink" translate="no">
            {m.name}
          </span>
          <span className="block text-xs text-stone-500" translate="no">
            {m.email}
          </span>
        </>
      ),
    },
    {
      header: i18n._(msg`Subject`),
      className: "[overflow-wrap:anywhere]",
      cell: (m) => (
        <>
          <span className="font-medium text-ink" translate="no">
            {m.subject}
          </span>
          <span className="line-clamp-2 block text-xs text-stone-500" translate="no">
            {m.preview}
          </span>
        </>
      ),
    },
    {
      header: i18n._(msg`Received`),
      wide: true,
      className: "whitespace-nowrap",
      cell: (m) => formatShortMoment(m.createdAt),
    },
    {
      header: i18n._(msg`Status`),
      cell: (m) => {
        const replies = m.replyCount;
        return (
          <>
            <StateBadge
              state={m.status}
              labels={statusLabels}
              tones={MESSAGE_STATUS_TONES}
              size="sm"
            />
            {replies > 0 && (
              <span className="mt-1 block text-xs text-stone-500">
                {i18n._(msg`${plural(replies, { one: "# reply", other: "# replies" })}`)}
              </span>
            )}
          </>
        );
      },
    },
    {
      header: i18n._(msg`Actions`),
      hideHeader: true,
      className: "text-right",
      cell: (m) => {
        const name = m.name;
        const subject = m.subject;
        return (
          <Button
            variant="ghost"
            onClick={() => onOpen(m.id)}
            aria-label={i18n._(msg`Open the message from ${name}: ${subject}`)}
          >
            <Trans>Open</Trans>
          </Button>
        );
      },
    },
  ];
}
