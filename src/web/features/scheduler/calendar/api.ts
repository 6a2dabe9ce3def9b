import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { CALENDAR_PATHS } from "@contracts/calendar/paths";
import { PUBLISHING_PATHS } from "@contracts/publishing/paths";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { POST_KEYS } from "@/features/posts/api";

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

export interface RescheduleInput {
  id: string;
  version: number;
  /** An instant (ISO 8601). */
  scheduledAt: string;
}

/** Moves a scheduled post to another instant; a refusal (409 conflict, a time in the past...) toasts its reason. */
export function useReschedulePost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, version, scheduledAt }: RescheduleInput) =>
      api(PUBLISHING_PATHS.schedulePost, { params: { id }, body: { version, scheduledAt } }),
    failure: "scheduler.toast.rescheduleFailed",
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CALENDAR_KEYS.all }),
        client.invalidateQueries({ queryKey: POST_KEYS.all }),
      ]),
  });
}
