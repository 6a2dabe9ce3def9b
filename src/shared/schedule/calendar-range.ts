import { Temporal } from "temporal-polyfill";

import type { SchedulerView } from "./calendar-search";

/** Today's date ("YYYY-MM-DD") in `zone`. */
export function todayIn(zone: string, now = Date.now()): string {
  return Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/** The local date ("YYYY-MM-DD") of an instant in `zone`. */
export function dateOf(instant: string, zone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString();
}

export const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/** The Monday on or before `date`. */
const weekStart = (date: Temporal.PlainDate) => date.subtract({ days: date.dayOfWeek - 1 });

/** The first day a view shows and how many days: list = the month; week = Monday to Sunday; month = six weeks. */
export function daysOf(view: SchedulerView, date: string): { first: string; days: number } {
  const d = Temporal.PlainDate.from(date);
  if (view === "week") return { first: weekStart(d).toString(), days: 7 };
  const firstOfMonth = d.with({ day: 1 });
  if (view === "list") return { first: firstOfMonth.toString(), days: d.daysInMonth };
  return { first: weekStart(firstOfMonth).toString(), days: 42 };
}

/** The instants [from, to) of a view's days in `zone`: midnight (or the day's first valid time) to the next. */
export function rangeOf(view: SchedulerView, date: string, zone: string): { from: string; to: string } {
  const { first, days } = daysOf(view, date);
  const start = Temporal.PlainDate.from(first);
  const at = (day: Temporal.PlainDate) => day.toZonedDateTime({ timeZone: zone }).toInstant().toString();
  return { from: at(start), to: at(start.add({ days })) };
}

/** The date a step back or forward shows: a week in the week view, a month otherwise. */
export function shiftDate(view: SchedulerView, date: string, step: -1 | 1): string {
  const d = Temporal.PlainDate.from(date);
  return (view === "week" ? d.add({ weeks: step }) : d.with({ day: 1 }).add({ months: step })).toString();
}
