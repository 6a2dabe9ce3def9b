/**
 * How long a person waits for a generation: the e2e server gives the model LLM_TIMEOUT_MS=5000 (global-setup.ts),
 * then falls back to its built-in generator in about a second; past this, the wait itself is the defect.
 */
export const GENERATION_WAIT = { timeout: 8_000 };
