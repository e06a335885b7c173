import { useState } from "react";
import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatusFilter,
  type InboxMessage,
  type InboxStatusCounts,
} from "@/shared/inbox/schema";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { formatDateTime, MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from "./labels";
import { MessageThreadDialog } from "./message-thread-dialog";
import { useInboxMessages } from "./queries";

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
  const [status, setStatus] = useState<ContactMessageStatusFilter>("new");
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim(), SEARCH_SETTLE_MS);
  // The page belongs to one status and search: a new filter starts at page 1.
  const filterKey = `${status}\n${search}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useInboxMessages(status, search, page);
  const rows = messages.data?.messages ?? [];

  return (
    <section aria-labelledby="admin-inbox-messages-heading" className="space-y-4">
      <h3 id="admin-inbox-messages-heading" className="text-lg font-semibold text-ink">
        Contact messages
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ContactMessageStatusFilter)}
          options={statusOptions(messages.data?.counts)}
        />
        <InputField
          label="Search messages"
          type="search"
          maxLength={200}
          hint="Name, email, subject or text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
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
              onPageChange={(next) => setPaging({ filterKey, page: next })}
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
          <Badge tone={MESSAGE_STATUS_TONES[m.status]} size="sm">
            {MESSAGE_STATUS_LABELS[m.status]}
          </Badge>
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
