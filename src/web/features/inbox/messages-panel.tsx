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
import { formatDateTime, MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from "./labels";
import { MessageThreadDialog } from "./message-thread-dialog";
import { useInboxMessages } from "./queries";
import { StatusSearchFields, useStatusSearch } from "./status-search";

const EMPTY: Record<ContactMessageStatusFilter, string> = {
  new: "No new messages.",
  answered: "No answered messages.",
  closed: "No closed messages.",
  all: "No messages yet.",
};

function statusOptions(counts: InboxStatusCounts | undefined) {
  const counted = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${n})`;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return [
    ...CONTACT_MESSAGE_STATUSES.map((status) => ({
      value: status,
      label: counted(MESSAGE_STATUS_LABELS[status], counts?.[status]),
    })),
    { value: "all", label: counted("All", total) },
  ];
}

/** Contact messages: newest first, by status, searchable; each opens its thread. */
export function MessagesPanel() {
  const filters = useStatusSearch<ContactMessageStatusFilter>("new");
  const { status, search, page } = filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useInboxMessages(status, search, page);
  const rows = messages.data?.messages ?? [];

  return (
    <section aria-labelledby="admin-inbox-messages-heading" className="space-y-4">
      <h3 id="admin-inbox-messages-heading" className="text-lg font-semibold text-ink">
        Contact messages
      </h3>
      <StatusSearchFields
        filters={filters}
        statusOptions={statusOptions(messages.data?.counts)}
        searchLabel="Search messages"
        searchHint="Name, email, subject or text"
      />
      <Table
        caption="Contact messages"
        columns={messageColumns(setOpenId)}
        rows={rows}
        rowKey={(message) => message.id}
        query={messages}
        loadingText="Loading messages..."
        errorTitle="We couldn't load the messages."
        empty={search ? "No messages match this search." : EMPTY[status]}
        footer={
          messages.data &&
          rows.length > 0 && (
            <Pagination
              label="Messages pages"
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

function messageColumns(onOpen: (id: number) => void): Column<InboxMessage>[] {
  return [
    {
      header: "From",
      className: "[overflow-wrap:anywhere]",
      cell: (m) => (
        <>
          <span className="font-medium text-ink">{m.name}</span>
          <span className="block text-xs text-stone-500">{m.email}</span>
        </>
      ),
    },
    {
      header: "Subject",
      className: "[overflow-wrap:anywhere]",
      cell: (m) => (
        <>
          <span className="font-medium text-ink">{m.subject}</span>
          <span className="line-clamp-2 block text-xs text-stone-500">{m.preview}</span>
        </>
      ),
    },
    {
      header: "Received",
      wide: true,
      className: "whitespace-nowrap",
      cell: (m) => formatDateTime(m.createdAt),
    },
    {
      header: "Status",
      cell: (m) => (
        <>
          <StateBadge
            state={m.status}
            labels={MESSAGE_STATUS_LABELS}
            tones={MESSAGE_STATUS_TONES}
            size="sm"
          />
          {m.replyCount > 0 && (
            <span className="mt-1 block text-xs text-stone-500">
              {m.replyCount === 1 ? "1 reply" : `${m.replyCount} replies`}
            </span>
          )}
        </>
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (m) => (
        <Button
          variant="ghost"
          onClick={() => onOpen(m.id)}
          aria-label={`Open the message from ${m.name}: ${m.subject}`}
        >
          Open
        </Button>
      ),
    },
  ];
}
