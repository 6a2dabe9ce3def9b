import { Temporal } from "temporal-polyfill";
import type { CalendarPost } from "@contracts/calendar/schemas";

/** Where a week opens without posts: the start of a working day. */
export const WORKING_DAY_START = "08:00";

/** The time a week view opens at: an hour before its earliest post (in `zone`), else the working day's start. */
export function weekScrollTime(posts: Pick<CalendarPost, "at">[], zone: string): string {
  if (posts.length === 0) return WORKING_DAY_START;
  const first = Math.min(...posts.map((p) => Temporal.Instant.from(p.at).toZonedDateTimeISO(zone).hour));
  return `${String(Math.max(0, first - 1)).padStart(2, "0")}:00`;
}
