/** The LinkedIn connection's error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const LINKEDIN_ERRORS = {
  LINKEDIN_NOT_CONFIGURED: 409,
} as const;
