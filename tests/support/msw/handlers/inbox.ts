import { apiError, notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type {
  ContactMessageStatus,
  InboxMessage,
  InboxMessageDetail,
  InboxThreadEntry,
  NewsletterSubscriber,
  SubscriptionStatus,
} from "@/shared/inbox/schema";

/** A contact message as the fake keeps it: as listed, with its full text and replies. */
export type StoredInboxMessage = InboxMessage & { body?: string; replies?: InboxThreadEntry[] };

/** A contact message as the admin inbox lists it. */
export function inboxMessage(
  id: number,
  overrides: Partial<StoredInboxMessage> = {},
): StoredInboxMessage {
  return {
    id,
    name: "Meera Nair",
    email: "meera@example.org",
    phone: "+91 98765 43210",
    subject: "Family trip to Kerala",
    preview: "We are four adults and two children looking at late December.",
    status: "new",
    guide: null,
    replyCount: 0,
    createdAt: "2025-08-01T09:30:00.000Z",
    updatedAt: "2025-08-01T09:30:00.000Z",
    ...overrides,
  };
}

/** What the inbox holds: messages newest first, with their full text and replies. */
export interface InboxState {
  messages: StoredInboxMessage[];
}

const PAGE_SIZE = 20;

function detail(message: InboxState["messages"][number]): InboxMessageDetail {
  const { body, replies = [], ...listed } = message;
  return {
    message: { ...listed, replyCount: replies.length },
    thread: [
      {
        key: `message-${message.id}`,
        kind: "message",
        author: message.name,
        body: body ?? message.preview,
        createdAt: message.createdAt,
      },
      ...replies,
    ],
  };
}

export const inbox = {
  /** The messages API over `state`: replies and status changes change it. */
  messages: (state: InboxState) => [
    http.get("/api/admin/inbox", ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get("status") ?? "all";
      const search = params.get("search")?.toLowerCase() ?? "";
      const page = Number(params.get("page") ?? 1);
      const searched = state.messages.filter(
        (m) =>
          !search ||
          [m.name, m.email, m.subject, m.preview].some((t) => t.toLowerCase().includes(search)),
      );
      const listed = searched.filter((m) => status === "all" || m.status === status);
      const counts = { new: 0, answered: 0, closed: 0 };
      for (const m of searched) counts[m.status]++;
      return HttpResponse.json({
        messages: listed
          .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
          .map((m) => detail(m).message),
        total: listed.length,
        page,
        pageSize: PAGE_SIZE,
        counts,
      });
    }),
    http.get("/api/admin/inbox/:id", ({ params }) => {
      const message = state.messages.find((m) => m.id === Number(params.id));
      return message ? HttpResponse.json(detail(message)) : notFound();
    }),
    http.post("/api/admin/inbox/:id/reply", async ({ params, request }) => {
      const message = state.messages.find((m) => m.id === Number(params.id));
      if (!message) return notFound();
      const { body } = (await request.json()) as { body: string };
      if (!body.trim()) {
        return apiError(422, "VALIDATION_FAILED", "Some fields need your attention.", {
          body: "Reply is required",
        });
      }
      message.replies = [
        ...(message.replies ?? []),
        {
          key: `reply-${(message.replies?.length ?? 0) + 1}`,
          kind: "reply",
          author: "Vikram Rao",
          body: body.trim(),
          createdAt: "2025-08-02T10:00:00.000Z",
        },
      ];
      message.status = "answered";
      return HttpResponse.json(detail(message), { status: 201 });
    }),
    ...(["close", "reopen"] as const).map((action) =>
      http.post(`/api/admin/inbox/:id/${action}`, ({ params }) => {
        const message = state.messages.find((m) => m.id === Number(params.id));
        if (!message) return notFound();
        const reopened: ContactMessageStatus = message.replies?.length ? "answered" : "new";
        message.status = action === "close" ? "closed" : reopened;
        return HttpResponse.json(detail(message));
      }),
    ),
  ],

  /** The subscribers list over `subscribers` (newest first), and the newsletter's sending. */
  newsletter: (subscribers: NewsletterSubscriber[]) => [
    http.get("/api/admin/newsletter/subscribers", ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get("status") ?? "all";
      const search = params.get("search")?.toLowerCase() ?? "";
      const searched = subscribers.filter((s) => s.email.toLowerCase().includes(search));
      const listed = searched.filter((s) => status === "all" || s.status === status);
      const counts: Record<SubscriptionStatus, number> = {
        pending: 0,
        confirmed: 0,
        unsubscribed: 0,
      };
      for (const s of searched) counts[s.status]++;
      return HttpResponse.json({
        subscribers: listed.slice(0, PAGE_SIZE),
        total: listed.length,
        page: Number(params.get("page") ?? 1),
        pageSize: PAGE_SIZE,
        counts,
      });
    }),
    http.post("/api/admin/newsletter/issues", async ({ request }) => {
      const { subject } = (await request.json()) as { subject: string };
      return HttpResponse.json(
        {
          issue: {
            id: 1,
            subject,
            recipientCount: subscribers.filter((s) => s.status === "confirmed").length,
            createdAt: "2025-08-03T08:00:00.000Z",
          },
        },
        { status: 201 },
      );
    }),
  ],
};

export function subscriber(
  id: number,
  email: string,
  status: SubscriptionStatus,
): NewsletterSubscriber {
  return {
    id,
    email,
    status,
    subscribedAt: "2025-07-01T06:00:00.000Z",
    confirmedAt: status === "pending" ? null : "2025-07-01T07:00:00.000Z",
    unsubscribedAt: status === "unsubscribed" ? "2025-07-20T07:00:00.000Z" : null,
  };
}
