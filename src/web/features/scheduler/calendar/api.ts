import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { CALENDAR_PATHS } from "@contracts/calendar/paths";
import { api } from "@/lib/api/api-client";
import { usePublishingAction } from "@/entities/publishing/api";

export const CALENDAR_KEYS = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
};

/** The workspace's posts whose calendar time is in [from, to). */
export function useCalendarPosts(range: { from: string; to: string }) {
  return useQuery({
    queryKey: CALENDAR_KEYS.range(range.from, range.to),
    queryFn: () => api(CALENDAR_PATHS.listCalendar, { query: range }).then((r) => r.posts),
    placeholderData: keepPreviousData,
  });
}

/** Reads the calendar again (after a reschedule, whether it was accepted or refused). */
export function useRefreshCalendar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CALENDAR_KEYS.all });
}

/** A drag: schedules the post at its new instant; a refusal (409 conflict, a time in the past...) toasts its reason. */
export function useMovePost() {
  return usePublishingAction("scheduler.toast.rescheduleFailed");
}
