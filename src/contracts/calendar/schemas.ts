import { z } from "zod";
import { instantInputSchema, instantSchema } from "../common";
import { MEDIA_KINDS } from "../media/rules";
import { publishErrorSchema } from "../publishing/schemas";
import { CALENDAR_CODES, CALENDAR_MAX_RANGE_DAYS, CALENDAR_STATUSES } from "./rules";

/** Calendar contract (issue 11): the posts of a time range, for the Scheduler's month, week and list views. */
export * from "./rules";

const DAY_MS = 86_400_000;
const end = instantInputSchema(CALENDAR_CODES.calendarTimeInvalid);
const from = end.describe("Start of the range, inclusive (ISO 8601 with offset)");
const to = end.describe(`End of the range, exclusive: after from, at most ${CALENDAR_MAX_RANGE_DAYS} days later`);

/** The range in milliseconds, or null while an end is not an instant (its own message says so). */
function spanOf(q: { from: string; to: string }): number | null {
  const span = Date.parse(q.to) - Date.parse(q.from);
  return Number.isNaN(span) ? null : span;
}

/** From (inclusive) and to (exclusive): instants, at most CALENDAR_MAX_RANGE_DAYS apart. */
export const calendarQuerySchema = z
  .object({ from, to })
  .refine((q) => (spanOf(q) ?? 1) > 0, { path: ["to"], message: CALENDAR_CODES.calendarRangeInvalid })
  .refine((q) => (spanOf(q) ?? 0) <= CALENDAR_MAX_RANGE_DAYS * DAY_MS, {
    path: ["to"],
    message: CALENDAR_CODES.calendarRangeTooLong,
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarPostSchema = z.object({
  id: z.string(),
  version: z.number().int().describe("Send it back to reschedule (409 VERSION_CONFLICT when it changed since)"),
  status: z.enum(CALENDAR_STATUSES).describe("scheduled or later: ideas and drafts have no place in the calendar"),
  excerpt: z.string().describe("The start of its text (up to 140 characters), whitespace collapsed"),
  pillar: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe("Its pillar, when the reader can see it (pillars belong to the strategy's owner)"),
  media: z
    .object({ count: z.number().int(), kind: z.enum(MEDIA_KINDS).nullable() })
    .describe("Its files: how many, and their kind (images, or one PDF); kind null for a text post"),
  at: instantSchema.describe("Where the calendar shows it: its publication time once published, else its planned time"),
  scheduledAt: instantSchema.nullable(),
  publishedAt: instantSchema.nullable(),
  linkedinPostUrl: z.string().nullable().describe("The post's page on LinkedIn, once published"),
  error: publishErrorSchema.nullable(),
});
export type CalendarPost = z.infer<typeof calendarPostSchema>;

export const calendarResponseSchema = z.object({ posts: z.array(calendarPostSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
