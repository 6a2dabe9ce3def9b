import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { CALENDAR_PATHS } from "@contracts/calendar/paths";
import { api } from "@/lib/api/api-client";
import { usePublishingAction } from "@/entities/publishing/api";

export const CALENDAR_KEYS = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
};

/** The read of the workspace's posts whose calendar time is in [from, to). */
export const calendarQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: CALENDAR_KEYS.range(range.from, range.to),
    queryFn: () => api(CALENDAR_PATHS.listCalendar, { query: range }).then((r) => r.posts),
  });

/** The workspace's posts whose calendar time is in [from, to) (the previous range's while the next one loads). */
export function useCalendarPosts(range: { from: string; to: string }) {
  return useQuery({ ...calendarQuery(range), placeholderData: keepPreviousData });
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
