import { HttpResponse, http } from "msw";
import type { ChatMessage, UnreadCounts } from "@/shared/messages/types";
import { makeMessage, TRAVELLER_ID } from "@/web/features/messages/testing/message-fixtures";

export const noUnread = (): UnreadCounts => ({ total: 0, byBooking: {} });

/** What the server holds for the messages endpoints; the handlers read and change it. */
export interface Conversations {
  messages: ChatMessage[];
  unread: UnreadCounts;
  /** Page size; the client's `limit` when unset. */
  pageSize?: number;
  /** Answers a sent message instead of storing it. */
  send?: (body: string, idempotencyKey: string) => Response;
}

export const messages = {
  unread: (counts: () => UnreadCounts = noUnread) =>
    http.get("/api/messages/unread", () => HttpResponse.json(counts())),

  /** History paged newest first, sending and marking read, like the server. */
  conversations: (state: Conversations) => {
    // Like the server, a message sent again with its key is answered with the stored one.
    const byKey = new Map<string, ChatMessage>();
    return [
      messages.unread(() => state.unread),
      http.get("/api/bookings/:id/messages", ({ request, params }) => {
        const url = new URL(request.url);
        const before = Number(url.searchParams.get("before") ?? Number.POSITIVE_INFINITY);
        const size = state.pageSize ?? Number(url.searchParams.get("limit"));
        const older = state.messages
          .filter((m) => m.bookingId === params.id && m.id < before)
          .sort((a, b) => a.id - b.id);
        return HttpResponse.json({ messages: older.slice(-size), hasMore: older.length > size });
      }),
      http.post("/api/bookings/:id/messages", async ({ request, params }) => {
        const { body: text, idempotencyKey } = (await request.json()) as {
          body: string;
          idempotencyKey: string;
        };
        if (state.send) return state.send(text, idempotencyKey);
        const earlier = byKey.get(idempotencyKey);
        if (earlier) return HttpResponse.json({ message: earlier }, { status: 201 });
        const message = makeMessage(Math.max(0, ...state.messages.map((m) => m.id)) + 1, {
          bookingId: String(params.id),
          senderId: TRAVELLER_ID,
          senderName: "Meera Traveller",
          senderRole: "traveller",
          body: text.trim(),
        });
        state.messages.push(message);
        byKey.set(idempotencyKey, message);
        return HttpResponse.json({ message }, { status: 201 });
      }),
      http.post("/api/bookings/:id/messages/read", ({ params }) => {
        const { [String(params.id)]: read = 0, ...byBooking } = state.unread.byBooking;
        state.unread = { total: state.unread.total - read, byBooking };
        return HttpResponse.json({ ok: true });
      }),
    ];
  },
};

/** Nothing unread: the side navigation and booking cards ask on every screen. */
export const messagesDefaults = [messages.unread()];
