import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ContactMessageStatusFilter,
  InboxMessageDetail,
  InboxMessageList,
  NewsletterIssueInput,
  NewsletterIssueSent,
  NewsletterSubscriberList,
  SubscriptionStatusFilter,
} from "@/shared/inbox/schema";
import { api } from "@/web/lib/api";

export const inboxKeys = {
  messages: ["admin", "inbox"] as const,
  messageList: (status: ContactMessageStatusFilter, search: string, page: number) =>
    ["admin", "inbox", "list", status, search, page] as const,
  message: (id: number) => ["admin", "inbox", "detail", id] as const,
  subscribers: ["admin", "newsletter", "subscribers"] as const,
  subscriberList: (status: SubscriptionStatusFilter, search: string, page: number) =>
    ["admin", "newsletter", "subscribers", status, search, page] as const,
};

function listSearch(filters: { status: string; search: string; page?: number }): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.search) params.set("search", filters.search);
  if (filters.page) params.set("page", String(filters.page));
  return params.toString();
}

/** The status the inbox's messages open on: the new ones. */
export const FIRST_MESSAGE_STATUS: ContactMessageStatusFilter = "new";

/** One page of the inbox's messages: the section's query, and its first data. */
export function inboxMessagesQuery(
  status: ContactMessageStatusFilter,
  search: string,
  page: number,
) {
  return {
    queryKey: inboxKeys.messageList(status, search, page),
    queryFn: () =>
      api.get<InboxMessageList>(`/api/admin/inbox?${listSearch({ status, search, page })}`),
  };
}

export function useInboxMessages(status: ContactMessageStatusFilter, search: string, page: number) {
  return useQuery({
    ...inboxMessagesQuery(status, search, page),
    placeholderData: keepPreviousData,
  });
}

export function useInboxMessage(id: number | null) {
  return useQuery({
    queryKey: inboxKeys.message(id ?? 0),
    queryFn: () => api.get<InboxMessageDetail>(`/api/admin/inbox/${id}`),
    enabled: id !== null,
  });
}

/** Replying, closing and reopening: the open thread takes the answer, the lists refresh. */
export function useMessageActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (detail: InboxMessageDetail) => {
    queryClient.setQueryData(inboxKeys.message(id), detail);
    return queryClient.invalidateQueries({
      queryKey: inboxKeys.messages,
      predicate: (query) => query.queryKey[2] === "list",
    });
  };
  return {
    reply: useMutation({
      mutationFn: (body: string) =>
        api.post<InboxMessageDetail>(`/api/admin/inbox/${id}/reply`, { body }),
      onSuccess,
    }),
    close: useMutation({
      mutationFn: () => api.post<InboxMessageDetail>(`/api/admin/inbox/${id}/close`, {}),
      onSuccess,
    }),
    reopen: useMutation({
      mutationFn: () => api.post<InboxMessageDetail>(`/api/admin/inbox/${id}/reopen`, {}),
      onSuccess,
    }),
  };
}

export function useSubscribers(status: SubscriptionStatusFilter, search: string, page: number) {
  return useQuery({
    queryKey: inboxKeys.subscriberList(status, search, page),
    queryFn: () =>
      api.get<NewsletterSubscriberList>(
        `/api/admin/newsletter/subscribers?${listSearch({ status, search, page })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the subscribers the filters show (every page). */
export const subscribersCsvPath = (status: SubscriptionStatusFilter, search: string) =>
  `/api/admin/newsletter/subscribers.csv?${listSearch({ status, search })}`;

export function useSendNewsletter() {
  return useMutation({
    mutationFn: (input: NewsletterIssueInput) =>
      api.post<NewsletterIssueSent>("/api/admin/newsletter/issues", input),
  });
}
