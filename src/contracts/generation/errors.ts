/** Generate Post's error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const GENERATION_ERRORS = {
  VARIANT_INDEX_INVALID: 400,
  STRUCTURE_NOT_FOUND: 400,
  GENERATION_NOT_FOUND: 404,
  POST_GENERATION_IN_PROGRESS: 409,
  LLM_RATE_LIMITED: 429,
} as const;
