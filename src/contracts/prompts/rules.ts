import { messageCodes } from "../messages";

/** Saved prompts (issue 12): the writer's own instructions for Generate Post. Zod-free. */
export const PROMPT_LIMITS = {
  nameMax: 120,
  textMax: 4000,
  /** Saved prompts per workspace. */
  countMax: 200,
} as const;

export const PROMPT_MESSAGES = {
  promptNotFound: "The saved prompt does not exist or is not yours",
  promptNameRequired: "Give the prompt a name",
  promptTextRequired: "Write the prompt's instructions",
  tooManyPrompts: `You can keep at most ${PROMPT_LIMITS.countMax} saved prompts`,
} as const;
export const PROMPT_CODES = messageCodes(PROMPT_MESSAGES);
