import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { SendMessageInput } from "@/shared/messages/schema";
import type { ChatMessage, UnreadCounts } from "@/shared/messages/types";
import { api } from "@/web/lib/api";

export const HISTORY_PAGE_SIZE = 30;

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

/** Page 0 holds the newest messages; each further page holds older ones. */
export type ConversationData = InfiniteData<MessagePage, number | null>;

export const messageKeys = {
  all: ["messages"] as const,
  unread: ["messages", "unread"] as const,
  conversation: (bookingId: string) => ["messages", "conversation", bookingId] as const,
};

const conversationPath = (bookingId: string, action = "") =>
  `/api/bookings/${encodeURIComponent(bookingId)}/messages${action}`;

export function historyPath(bookingId: string, before: number | null): string {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before !== null) params.set("before", String(before));
  return `${conversationPath(bookingId)}?${params}`;
}

export function useConversation(bookingId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(bookingId),
    queryFn: ({ pageParam }) => api.get<MessagePage>(historyPath(bookingId, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? null) : null),
    // Live events keep an open conversation current; a refetch comes only after a reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every loaded message, oldest first. */
export function conversationMessages(data: { pages: MessagePage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a message to the newest page unless it is already there (the sender sees it twice). */
export function withMessage(
  data: ConversationData | undefined,
  message: ChatMessage,
): ConversationData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

export function addMessageToCache(queryClient: QueryClient, message: ChatMessage) {
  const key = messageKeys.conversation(message.bookingId);
  const state = queryClient.getQueryState(key);
  if (state?.data === undefined && state?.fetchStatus === "fetching") {
    // The first page is on its way and may have been read before this message was stored.
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<ConversationData>(key, (data) => withMessage(data, message));
}

export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendMessageInput) =>
      (await api.post<{ message: ChatMessage }>(conversationPath(bookingId), input)).message,
    onSuccess: (message) => addMessageToCache(queryClient, message),
  });
}

export function useMarkRead(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      api.post<{ ok: true }>(conversationPath(bookingId, "/read"), { upTo }),
    onMutate: () => {
      queryClient.setQueryData<UnreadCounts>(messageKeys.unread, (counts) =>
        counts ? withoutUnread(counts, bookingId) : counts,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}

function withoutUnread(counts: UnreadCounts, bookingId: string): UnreadCounts {
  const { [bookingId]: read = 0, ...byBooking } = counts.byBooking;
  return { total: Math.max(0, counts.total - read), byBooking };
}

/**
 * The signed-in reader's unread messages, by booking: the header's badge and the bookings' Message
 * buttons, and what the server's first screen comes with (src/web/server-render.tsx).
 */
export const unreadCountsQuery = {
  queryKey: messageKeys.unread,
  queryFn: () => api.get<UnreadCounts>("/api/messages/unread"),
  staleTime: 30_000,
};

export function useUnreadCounts() {
  return useQuery(unreadCountsQuery);
}

/** Unread messages from the other party in one booking's conversation. */
export function useUnreadCount(bookingId: string): number {
  const counts = useUnreadCounts();
  return counts.data?.byBooking[bookingId] ?? 0;
}
