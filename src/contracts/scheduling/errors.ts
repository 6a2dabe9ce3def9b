/** Scheduling's error codes (posting slots, the time zone) and their HTTP statuses (zod-free, composed in ../errors). */
export const SCHEDULING_ERRORS = {
  NO_POSTING_SLOTS: 409,
  NO_FREE_POSTING_SLOT: 409,
  TIME_ZONE_REQUIRED: 409,
} as const;
