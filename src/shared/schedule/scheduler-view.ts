import { rangeOf, todayIn } from "./calendar-range";
import type { SchedulerSearch, SchedulerView } from "./calendar-search";

/**
 * What the Scheduler shows for an address (`?view=&date=`, already checked) in `zone`: the view (the list by
 * default), the day it is centred on (today in the zone by default) and the instants its calendar read covers. One
 * function for the page (features/scheduler) and the server's loader of its first data (modules/calendar/pages.ts),
 * which must ask the same range.
 */
export function schedulerView(
  search: SchedulerSearch,
  zone: string,
  now = Date.now(),
): { view: SchedulerView; date: string; range: { from: string; to: string } } {
  const view = search.view ?? "list";
  const date = search.date ?? todayIn(zone, now);
  return { view, date, range: rangeOf(view, date, zone) };
}
