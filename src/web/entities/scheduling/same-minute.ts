import { useQuery } from "@tanstack/react-query";
import { CALENDAR_PATHS } from "@contracts/calendar/paths";
import type { CalendarStatus } from "@contracts/calendar/rules";
import { api } from "@/lib/api/api-client";

/**
 * Two posts planned for the same minute go out together: allowed, but said (in the schedule dialog, on the
 * calendar, after a drag). Published and failed posts are history, not a clash.
 */
const PLANNED: readonly CalendarStatus[] = ["scheduled", "publishing"];

const MINUTE_MS = 60_000;
export const minuteOf = (instant: string | number) => Math.floor(new Date(instant).getTime() / MINUTE_MS);

interface Timed {
  id: string;
  status: CalendarStatus;
  at: string;
}

/** The ids of the planned posts that share their minute with another planned post. */
export function sameMinuteIds(posts: readonly Timed[]): Set<string> {
  const byMinute = new Map<number, string[]>();
  for (const post of posts) {
    if (!PLANNED.includes(post.status)) continue;
    const minute = minuteOf(post.at);
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), post.id]);
  }
  return new Set([...byMinute.values()].filter((ids) => ids.length > 1).flat());
}

/** The other planned posts (not `id`) at `instant`'s minute, among `posts`. */
export function othersAtMinute<T extends Timed>(posts: readonly T[], id: string, instant: string | number): T[] {
  const minute = minuteOf(instant);
  return posts.filter((p) => p.id !== id && PLANNED.includes(p.status) && minuteOf(p.at) === minute);
}

/** The workspace's other planned posts at `instant`'s minute (asked of the calendar); [] while unknown. */
export function useOthersAtMinute(id: string, instant: number | null) {
  const minute = instant === null ? null : minuteOf(instant);
  const query = useQuery({
    queryKey: ["calendar", "minute", minute],
    enabled: minute !== null,
    queryFn: () => {
      const from = new Date(minute! * MINUTE_MS).toISOString();
      const to = new Date((minute! + 1) * MINUTE_MS).toISOString();
      return api(CALENDAR_PATHS.listCalendar, { query: { from, to } }).then((r) => r.posts);
    },
    staleTime: 10_000,
  });
  return instant === null || !query.data ? [] : othersAtMinute(query.data, id, instant);
}
