/** The AI connection check's error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const AI_ERRORS = {
  AI_CHECK_RATE_LIMITED: 429,
} as const;
