import { listCalendar } from "../../../contracts/calendar/endpoints";
import { isTimeZone } from "../../../contracts/time-zone";
import { timeZoneFromCookie } from "../../../shared/http/time-zone-cookie";
import { validateSchedulerSearch } from "../../../shared/schedule/calendar-search";
import { schedulerView } from "../../../shared/schedule/scheduler-view";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import { meAnswer } from "../account/me-answer";
import type { PageLoader } from "../module";
import type { CalendarService } from "./service";

/**
 * /scheduler's first view, as features/scheduler/calendar/prefetch.ts asks it: the posts of the range the address
 * shows (`?view=&date=`; the month's list by default), in the user's zone: the profile's, else the browser's (its
 * cookie, as the app shows it until the profile has one). Neither known: no range, and the page goes out without
 * markup (the app reads the range in the zone it finds).
 */
export function calendarPages(deps: { calendar: Scoped<CalendarService> }): Record<string, PageLoader> {
  return {
    "/scheduler": async ({ actor, scope, search, cookie }) => {
      const me = await meAnswer(scope.database, actor);
      const told = timeZoneFromCookie(cookie);
      const zone = me.timeZone ?? (told && isTimeZone(told) ? told : null);
      if (!zone) return {};
      const { range } = schedulerView(validateSchedulerSearch(Object.fromEntries(search)), zone);
      const posts = pageRequest(listCalendar, range);
      return { [posts.url]: { posts: await deps.calendar(scope).list(actor, posts.query) } };
    },
  };
}
