/** The signed-in devices' error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const SESSION_ERRORS = {
  ACCOUNT_SESSIONS_RATE_LIMITED: 429,
} as const;
