import { messageCodes } from "../messages";

/**
 * Posting slots (issue 11): the weekly times a workspace publishes at, each an ISO weekday (1 Monday .. 7 Sunday)
 * and a local wall-clock time "HH:MM" in an IANA zone (never an offset), so a slot keeps its local time across
 * daylight-saving changes. "Add to queue" puts a post at the next slot instant no other post takes. Zod-free.
 */

/** "HH:MM", 00:00 to 23:59 (the server's and the web's slot times; shared/schedule parses with it). */
export const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isWallTime = (value: string) => WALL_TIME.test(value);

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const SCHEDULING_LIMITS = {
  /** Slots a workspace may have (ten a weekday is more than anyone posts). */
  slotsMax: 50,
} as const;

export const SCHEDULING_MESSAGES = {
  postingSlotTimeInvalid: "Give the time as HH:MM (00:00 to 23:59)",
  postingSlotWeekdayInvalid: "Pick a day of the week",
  postingSlotDuplicate: "This time is already a slot on that day",
  tooManyPostingSlots: `At most ${SCHEDULING_LIMITS.slotsMax} posting slots`,
  noPostingSlots: "Add posting slots in the Scheduler first",
  noFreePostingSlot: "Every posting slot of the coming year is taken: add slots or pick a time",
  timeZoneRequired: "Choose your time zone in your profile first",
} as const;
export const SCHEDULING_CODES = messageCodes(SCHEDULING_MESSAGES);
