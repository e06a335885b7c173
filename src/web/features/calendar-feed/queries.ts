import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedStatus } from "@/shared/calendar-feed/types";
import { api } from "@/web/lib/api";

const feedKey = ["calendar-feed"] as const;

/** Whether the guide's calendar feed is on, and its link: the panel's hook and the section's first data. */
export const calendarFeedQuery = {
  queryKey: feedKey,
  queryFn: () => api.get<CalendarFeedStatus>("/api/calendar-feed"),
};

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Makes a new secret link (the old one stops working) or, with `off`, turns the feed off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: "new" | "off") =>
      change === "new"
        ? api.post<CalendarFeedStatus>("/api/calendar-feed", {})
        : api.delete<CalendarFeedStatus>("/api/calendar-feed"),
    onSuccess: (status) => queryClient.setQueryData(feedKey, { ...status, url: undefined }),
  });
}
