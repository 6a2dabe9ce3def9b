/** The strategy's error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const STRATEGY_ERRORS = {
  GENERATION_IN_PROGRESS: 409,
} as const;
