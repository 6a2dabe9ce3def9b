import type { StructuredOutputMode } from "./structured-output";

/**
 * What the client learned about its server (one base URL + model: a client is built for one), so that the next calls
 * skip what failed: the structured output mode that works (for plain and for streamed calls: Groq accepts a schema
 * but not with a stream), the base URL that answers (with or without /v1), and until when a 429 asked to wait; and,
 * for the AI connection test, whether the model reasons and whether the server streams.
 *
 * Kept in memory, per process: it is a cache of the server's abilities, not shared state. A process that does not
 * know yet learns it again at the cost of one refused call per mode; nothing is wrong if two processes disagree.
 * (A `busyUntil` only saves calls the server would refuse; each process honours the wait it was told.)
 */
export class ServerMemory {
  readonly modes: { plain?: StructuredOutputMode; streamed?: StructuredOutputMode } = {};
  baseUrl: string;
  /** The base URL tried once in place of the configured one (with /v1 added or removed), or null once learned. */
  alternateTried = false;
  busyUntil = 0;
  /** The model reasoned before an answer (`<think>` or a reasoning field); null before the first answer. */
  reasoning: boolean | null = null;
  /** A streamed call's answer came as server-sent events (false: as one body); null before the first one. */
  streams: boolean | null = null;

  constructor(readonly configuredBaseUrl: string) {
    this.baseUrl = configuredBaseUrl;
  }

  /** The configured base URL with /v1 added, or removed (Ollama, LM Studio, vLLM and OpenAI need it). */
  get alternateBaseUrl(): string {
    const base = this.configuredBaseUrl;
    return /\/v1$/.test(base) ? base.replace(/\/v1$/, "") : `${base}/v1`;
  }
}
