import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlockedDatesInput } from "@/shared/guides/calendar-schema";
import type { BlockedRange, GuideCalendarView } from "@/shared/guides/calendar-types";
import { api } from "@/web/lib/api";

const calendarKey = ["guide-calendar"] as const;

/** The guide's calendar, as the Calendar section and the dashboard's first data ask for it. */
export const guideCalendarQuery = {
  queryKey: calendarKey,
  queryFn: () => api.get<GuideCalendarView>("/api/guide-calendar"),
};

export function useGuideCalendar() {
  return useQuery(guideCalendarQuery);
}

function useCalendarChange<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}

export const useSaveWorkingDays = () =>
  useCalendarChange((workingDays: number[]) =>
    api.put<{ workingDays: number[] }>("/api/guide-calendar/working-days", { workingDays }),
  );

export const useBlockDates = () =>
  useCalendarChange((input: BlockedDatesInput) =>
    api.post<{ block: BlockedRange }>("/api/guide-calendar/blocked", input),
  );

export const useUnblock = () =>
  useCalendarChange((id: number) =>
    api.delete<{ removed: true }>(`/api/guide-calendar/blocked/${id}`),
  );
