import { messageCodes } from "../messages";
import type { AiFailureReason } from "../ai/rules";

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
  /** An Inspirations pattern's id ("post-mistake-cost-now"). */
  structureIdMax: 80,
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
  llmUnauthorized:
    "The AI is not set up correctly: its server refused the API key. Ask your admin to check LLM_API_KEY, or use the template mode.",
  llmModelNotFound:
    "The AI is not set up correctly: its server does not know the model. Ask your admin to check LLM_MODEL, or use the template mode.",
  llmWrongUrl:
    "The AI is not set up correctly: no AI server answers at its address. Ask your admin to check LLM_BASE_URL, or use the template mode.",
  llmStructuredOutputRefused:
    "The AI is not set up correctly: its server refuses to answer in JSON. Ask your admin to check the model or LLM_STRUCTURED_OUTPUT, or use the template mode.",
  llmNoCredit:
    "The AI is not set up correctly: its account has no credit left. Ask your admin to top it up or change LLM_API_KEY, or use the template mode.",
  llmBusy: "The AI server is busy. Retry in {max} s, or use the template mode.",
  llmBusyNoWait: "The AI server is busy. Retry in a moment, or use the template mode.",
  llmTruncated:
    "The AI's answer was cut off: its server limits how long it may write. Choose a shorter length, ask your admin to raise the model's output limit, or use the template mode.",
  llmRateLimited: "You reached the AI generation limit for now. Use the template mode, or try again later.",
  postGenerationInProgress: "A generation is already running. Wait for it to finish or cancel it.",
} as const;
export const GENERATION_CODES = messageCodes(GENERATION_MESSAGES);

/** The message code of a failure (Generate Post's error event): `LLM_BUSY:20` carries the seconds to wait. */
export function aiFailureCode(reason: AiFailureReason, retryAfterSeconds: number | null): string {
  switch (reason) {
    case "unauthorized":
      return GENERATION_CODES.llmUnauthorized;
    case "model-not-found":
      return GENERATION_CODES.llmModelNotFound;
    case "wrong-url":
      return GENERATION_CODES.llmWrongUrl;
    case "structured-output-refused":
      return GENERATION_CODES.llmStructuredOutputRefused;
    case "no-credit":
      return GENERATION_CODES.llmNoCredit;
    case "busy":
      return retryAfterSeconds ? `${GENERATION_CODES.llmBusy}:${retryAfterSeconds}` : GENERATION_CODES.llmBusyNoWait;
    case "timeout":
      return GENERATION_CODES.llmTimeout;
    case "truncated":
      return GENERATION_CODES.llmTruncated;
    case "invalid-output":
      return GENERATION_CODES.llmInvalidOutput;
    case "error":
      return GENERATION_CODES.llmFailed;
  }
}
