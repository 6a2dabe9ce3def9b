/** The Scheduler's views; the list is the accessible main one (and the default). */
export const SCHEDULER_VIEWS = ["list", "week", "month"] as const;
export type SchedulerView = (typeof SCHEDULER_VIEWS)[number];

/** What the address keeps: `?view=list|week|month&date=YYYY-MM-DD` (a day in the user's zone). */
export interface SchedulerSearch {
  view?: SchedulerView;
  date?: string;
}

// Temporal-free: the route reads this before the page (and its temporal-polyfill) loads.
/** A real calendar day written YYYY-MM-DD. */
export function isPlainDate(value: unknown): value is string {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

export function validateSchedulerSearch(search: Record<string, unknown>): SchedulerSearch {
  const view = SCHEDULER_VIEWS.find((v) => v === search.view);
  return { ...(view ? { view } : {}), ...(isPlainDate(search.date) ? { date: search.date } : {}) };
}
