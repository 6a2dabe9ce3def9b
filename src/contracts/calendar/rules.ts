import { messageCodes } from "../messages";

/**
 * The Scheduler's calendar (issue 11): the workspace's posts that are (or were) on their way to LinkedIn, by the time
 * the calendar shows them at (`at`: when published for a published post, else when it is planned). Zod-free.
 */

/** The statuses the calendar shows: everything from scheduled on (ideas and drafts have no time). */
export const CALENDAR_STATUSES = ["scheduled", "publishing", "published", "failed", "needs_check"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** The widest range one request may ask for: a month view's six weeks, plus a day for the zone's offsets. */
export const CALENDAR_MAX_RANGE_DAYS = 43;

/** The most posts one range answers (earliest first): far above what anyone publishes in six weeks. */
export const CALENDAR_MAX_POSTS = 1000;

/** Characters of a post's text the calendar shows (whitespace collapsed). */
export const CALENDAR_EXCERPT_LENGTH = 140;

export const CALENDAR_MESSAGES = {
  calendarTimeInvalid: "Give the range's ends as instants (e.g. 2026-05-04T00:00:00Z)",
  calendarRangeInvalid: "The range must end after it starts",
  calendarRangeTooLong: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at a time`,
} as const;
export const CALENDAR_CODES = messageCodes(CALENDAR_MESSAGES);
