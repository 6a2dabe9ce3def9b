/** The saved prompts' error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const PROMPT_ERRORS = {
  PROMPT_NOT_FOUND: 404,
  TOO_MANY_PROMPTS: 409,
} as const;
