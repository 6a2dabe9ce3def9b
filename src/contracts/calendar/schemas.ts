import { z } from "zod";
import { instantSchema } from "../common";
import { MEDIA_KINDS } from "../media/rules";
import { publishErrorSchema } from "../publishing/schemas";
import { CALENDAR_CODES, CALENDAR_MAX_RANGE_DAYS, CALENDAR_STATUSES } from "./rules";

/** Calendar contract (issue 11): the posts of a time range, for the Scheduler's month, week and list views. */
export * from "./rules";

const DAY_MS = 86_400_000;
const end = z.string().datetime({ offset: true, message: CALENDAR_CODES.calendarTimeInvalid });

/** The range in milliseconds, or null while an end is not an instant (its own message says so). */
function spanOf(q: { from: string; to: string }): number | null {
  const span = Date.parse(q.to) - Date.parse(q.from);
  return Number.isNaN(span) ? null : span;
}

/** From (inclusive) and to (exclusive): instants, at most CALENDAR_MAX_RANGE_DAYS apart. */
export const calendarQuerySchema = z
  .object({ from: end, to: end })
  .refine((q) => (spanOf(q) ?? 1) > 0, { path: ["to"], message: CALENDAR_CODES.calendarRangeInvalid })
  .refine((q) => (spanOf(q) ?? 0) <= CALENDAR_MAX_RANGE_DAYS * DAY_MS, {
    path: ["to"],
    message: CALENDAR_CODES.calendarRangeTooLong,
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarPostSchema = z.object({
  id: z.string(),
  /** Send it back to reschedule (409 VERSION_CONFLICT when it changed since). */
  version: z.number().int(),
  status: z.enum(CALENDAR_STATUSES),
  /** The start of its text, whitespace collapsed. */
  excerpt: z.string(),
  /** Its pillar, when the reader can see it (pillars belong to the strategy's owner). */
  pillar: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Its files: how many, and their kind (images, or one PDF); kind null for a text post. */
  media: z.object({ count: z.number().int(), kind: z.enum(MEDIA_KINDS).nullable() }),
  /** Where the calendar shows it: when it was published for a published post, else its planned time. */
  at: instantSchema,
  scheduledAt: instantSchema.nullable(),
  publishedAt: instantSchema.nullable(),
  linkedinPostUrl: z.string().nullable(),
  error: publishErrorSchema.nullable(),
});
export type CalendarPost = z.infer<typeof calendarPostSchema>;

export const calendarResponseSchema = z.object({ posts: z.array(calendarPostSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
