import { messageCodes } from "../messages";

/**
 * The AI connection test without zod. It asks the AI server (LLM_BASE_URL) for its models (`GET /models`, with the
 * key), looks for LLM_MODEL among them, then asks the model for one tiny structured answer, as the AI features do.
 */

/** Each step's outcome; `unknown`: not tried (an earlier step failed) or the server does not say. */
export const AI_CHECK_STATES = ["passed", "failed", "unknown"] as const;
export type AiCheckState = (typeof AI_CHECK_STATES)[number];

/**
 * The steps, in the order they run: `structuredOutput` is one plain structured answer (strategy, Fill the gap),
 * `streamedAnswer` one streamed structured answer (Generate Post).
 */
export const AI_CHECK_STEPS = [
  "reachable",
  "keyAccepted",
  "modelListed",
  "structuredOutput",
  "streamedAnswer",
] as const;
export type AiCheckStep = (typeof AI_CHECK_STEPS)[number];

/**
 * What stops AI, each with its fix (`aiConnection.problems.<problem>` in the translations): `not-configured` (no
 * LLM_BASE_URL or LLM_MODEL), `unreachable` (no answer at LLM_BASE_URL), `key-refused` (LLM_API_KEY), `wrong-url`
 * (the server has no models list there: most need `/v1` at the end), `model-not-listed` (LLM_MODEL), `no-credit`
 * (the AI account is empty), `structured-output-failed` (the model gave no usable structured answer),
 * `streaming-failed` (it did, but not streamed: Generate Post fails).
 */
export const AI_CHECK_PROBLEMS = [
  "not-configured",
  "unreachable",
  "key-refused",
  "wrong-url",
  "model-not-listed",
  "no-credit",
  "structured-output-failed",
  "streaming-failed",
] as const;
export type AiCheckProblem = (typeof AI_CHECK_PROBLEMS)[number];

/**
 * The ways the app asks for JSON, best first (the LLM client negotiates them, or LLM_STRUCTURED_OUTPUT forces one):
 * `json_schema` (the server holds the answer to the schema), `json_object` (any JSON; the schema in the prompt),
 * `prompt` (no response_format; the schema in the prompt, the answer read tolerantly).
 */
export const STRUCTURED_OUTPUT_MODES = ["json_schema", "json_object", "prompt"] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

/** At most this many of the server's other models are named when LLM_MODEL is not among them. */
export const AI_CHECK_MODELS_SHOWN = 10;

/** Connection tests per user per window (each costs a call to the model). */
export const AI_CHECK_LIMIT = { max: 5, windowSeconds: 600 } as const;

export const AI_MESSAGES = {
  aiCheckRateLimited: "Too many AI connection tests for now. Try again in a few minutes.",
} as const;
export const AI_CODES = messageCodes(AI_MESSAGES);

/**
 * Why the AI gave no answer, as the user is told (the LLM client's failures but "cancelled"). The first five are the
 * server's configuration: only the admin can fix them (key, model, URL, structured output, an account with no credit
 * left: OpenAI's 429 `insufficient_quota`, a 402 from OpenRouter or DeepSeek); the others pass.
 */
export const AI_FAILURE_REASONS = [
  "unauthorized",
  "model-not-found",
  "wrong-url",
  "structured-output-refused",
  "no-credit",
  "busy",
  "timeout",
  "truncated",
  "invalid-output",
  "error",
] as const;
export type AiFailureReason = (typeof AI_FAILURE_REASONS)[number];

export const AI_CONFIGURATION_FAILURES: readonly AiFailureReason[] = [
  "unauthorized",
  "model-not-found",
  "wrong-url",
  "structured-output-refused",
  "no-credit",
];

/** Why the built-in generator answered instead of the AI: none set up, the app's own limit, or the AI's failure. */
export const AI_FALLBACK_REASONS = ["not-configured", "rate-limited", ...AI_FAILURE_REASONS] as const;
export type AiFallbackReason = (typeof AI_FALLBACK_REASONS)[number];

export const isAiFailureReason = (value: unknown): value is AiFailureReason =>
  (AI_FAILURE_REASONS as readonly unknown[]).includes(value);
