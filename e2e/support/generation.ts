import { randomUUID } from "node:crypto";

/**
 * How long a person waits for a generation: the e2e server gives the model LLM_TIMEOUT_MS=5000 (global-setup.ts),
 * then falls back to its built-in generator in about a second; past this, the wait itself is the defect.
 */
export const GENERATION_WAIT = { timeout: 8_000 };

/**
 * A text for a test to put in what reaches the model (a topic, an answer), to give the fake LLM a mode for this
 * test's requests only (`setFakeLlmMode`'s scope): specs that switch the mode run beside the others.
 */
export const llmScope = () => `ref-${randomUUID().slice(0, 8)}`;
