import { z } from "zod";
import { frequencySchema } from "../strategy/schemas";
import { isWallTime, SCHEDULING_CODES as M, SCHEDULING_LIMITS, WEEKDAYS } from "./rules";

/** Scheduling contract (issue 11): the workspace's posting slots and the suggested ones. */
export * from "./rules";

/** A weekly slot as entered: an ISO weekday and a local time, in the user's zone. */
export const postingSlotInputSchema = z.object({
  weekday: z
    .number({ error: () => M.postingSlotWeekdayInvalid })
    .int(M.postingSlotWeekdayInvalid)
    .min(WEEKDAYS[0], M.postingSlotWeekdayInvalid)
    .max(WEEKDAYS[WEEKDAYS.length - 1], M.postingSlotWeekdayInvalid)
    .describe("ISO weekday: 1 Monday to 7 Sunday"),
  time: z
    .string({ error: () => M.postingSlotTimeInvalid })
    .max(5, M.postingSlotTimeInvalid)
    .refine(isWallTime, {
      message: M.postingSlotTimeInvalid,
    })
    .describe('Wall-clock time "HH:MM" (24 h) in the slot\'s time zone'),
});
export type PostingSlotInput = z.infer<typeof postingSlotInputSchema>;

/** A saved slot: its zone is the user's at the time it was saved. */
export const postingSlotSchema = postingSlotInputSchema.extend({
  timeZone: z.string().describe("IANA zone the slot was saved in (the user's then); it keeps it when the user moves"),
});
export type PostingSlot = z.infer<typeof postingSlotSchema>;

/** PUT: the whole set (replaces the workspace's slots; [] removes them all). */
export const replacePostingSlotsSchema = z.object({
  slots: z
    .array(postingSlotInputSchema)
    .max(SCHEDULING_LIMITS.slotsMax, M.tooManyPostingSlots)
    .describe(`The whole set, at most ${SCHEDULING_LIMITS.slotsMax}, each weekday and time once, in the user's zone`)
    .superRefine((slots, ctx) => {
      const seen = new Set<string>();
      slots.forEach((s, i) => {
        const key = `${s.weekday} ${s.time}`;
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: M.postingSlotDuplicate, path: [i, "time"] });
        seen.add(key);
      });
    }),
});
export type ReplacePostingSlotsInput = z.infer<typeof replacePostingSlotsSchema>;

/** The workspace's slots (by weekday, then time) and the user's zone (which a save gives them). */
export const postingSlotsResponseSchema = z.object({
  slots: z.array(postingSlotSchema),
  timeZone: z.string().nullable().describe("The user's IANA zone, which a save stamps on the slots; null until set"),
});
export type PostingSlotsResponse = z.infer<typeof postingSlotsResponseSchema>;

/** Slots suggested from the posting frequency the user gave in their strategy (or the default one). */
export const suggestedPostingSlotsSchema = z.object({
  frequency: frequencySchema.describe("The posting frequency answered in the strategy questionnaire, else the default"),
  slots: z.array(postingSlotInputSchema),
});
export type SuggestedPostingSlots = z.infer<typeof suggestedPostingSlotsSchema>;
