import { messageCodes } from "../messages";

/**
 * Generate Post rules without zod (the page's first load reads them). A generation turns a pillar, a topic and a
 * few choices into three variants of one post, each opening with a different hook.
 */

/** Real LinkedIn post formats (their labels live in the translations, `generatePost.formats.<id>`). */
export const POST_FORMATS = [
  "story",
  "how-to",
  "contrarian",
  "lessons",
  "question",
  "announcement",
  "myth-busting",
  "behind-the-scenes",
  "case-study",
  "checklist",
] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

export const POST_LENGTHS = ["short", "medium", "long"] as const;
export type PostLength = (typeof POST_LENGTHS)[number];

/** Target sizes in UTF-16 units (LinkedIn's limit is 3,000; "long" stays well under it). */
export const POST_LENGTH_TARGETS: Record<PostLength, { min: number; max: number }> = {
  short: { min: 250, max: 700 },
  medium: { min: 700, max: 1400 },
  long: { min: 1400, max: 2600 },
};

/** "llm": written by the configured language model; "template": the built-in generator (no AI, labelled so). */
export const GENERATION_MODES = ["llm", "template"] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

/** What the request asks for: the model when one is configured ("auto"), or the built-in generator. */
export const REQUESTED_MODES = ["auto", "template"] as const;
export type RequestedMode = (typeof REQUESTED_MODES)[number];

export const GENERATION_LIMITS = {
  variantCount: 3,
  topicMax: 1000,
  toneMax: 100,
  /** A variant's text: LinkedIn's limit. */
  variantMax: 3000,
  hookMax: 300,
  /** Published posts given to the model as examples of the writer's voice. */
  voiceExamples: 3,
  voiceExampleMax: 1500,
} as const;

export const GENERATION_MESSAGES = {
  generationNotFound: "The generation does not exist or is not yours",
  variantIndexInvalid: "The variant number must be 0, 1 or 2",
  promptNotFound: "The saved prompt does not exist or is not yours",
  topicRequired: "Write a topic or pick a note",
  llmTimeout: "The AI took too long to answer. Try again, or use the template mode.",
  llmInvalidOutput: "The AI gave an answer that could not be used. Try again, or use the template mode.",
  llmFailed: "The AI service is not answering right now. Try again later, or use the template mode.",
  llmRateLimited: "You reached the AI generation limit for now. Use the template mode, or try again later.",
  postGenerationInProgress: "A generation is already running. Wait for it to finish or cancel it.",
} as const;
export const GENERATION_CODES = messageCodes(GENERATION_MESSAGES);
