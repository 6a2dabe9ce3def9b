import { AI_FAILURE_REASONS } from "../../../contracts/ai/rules";

/**
 * Why an LLM call gave no usable answer: what the user is told (contracts/ai/rules.ts: the server's configuration,
 * "busy" with the wait, a timeout, a cut or unusable answer, any other error), or "cancelled" (the caller gave up,
 * e.g. its client went away).
 */
export const LLM_FAILURES = [...AI_FAILURE_REASONS, "cancelled"] as const;
export type LlmFailure = (typeof LLM_FAILURES)[number];

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
    /** "busy": the seconds the server asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
