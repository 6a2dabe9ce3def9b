import type { QueryClient } from "@tanstack/react-query";
import type { SchedulerSearch } from "@shared/schedule/calendar-search";
import { schedulerView } from "@shared/schedule/scheduler-view";
import { meQueryOptions } from "@/entities/profile/me";
import { scheduleZone } from "@/entities/scheduling/use-time-zone";
import { calendarQuery } from "./api";

/**
 * The Scheduler's first read, started by the route's loader with the page's code: the posts of the range the
 * address shows, in the user's zone (the profile's, read first: on a page the server rendered it is in the page, as
 * is the range's answer: server/modules/calendar/pages.ts asks the same range), so the first render is the list.
 */
export async function prefetchScheduler(queryClient: QueryClient, search: SchedulerSearch): Promise<unknown> {
  const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => undefined);
  const { range } = schedulerView(search, scheduleZone(me));
  return queryClient.prefetchQuery(calendarQuery(range));
}
