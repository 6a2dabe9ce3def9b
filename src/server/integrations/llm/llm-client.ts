import type { z } from "zod";
import { jsonText, parseAnswer, withoutReasoning } from "./answer-text";
import { chatCompletion, ModeRefused, type ChatAnswer } from "./chat-completions";
import { portableJsonSchema } from "./json-schema";
import { LlmError } from "./llm-error";
import { ServerMemory } from "./server-memory";
import {
  modesFor,
  structuredRequest,
  type StructuredOutputMode,
  type StructuredOutputSetting,
} from "./structured-output";

export { LlmError, type LlmFailure } from "./llm-error";

export interface StructuredRequest<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
}

export interface StreamedRequest<T> extends StructuredRequest<T> {
  /** Aborts the call (the caller's own reason: a client that went away); the deadline applies anyway. */
  signal?: AbortSignal;
  /** Each partial object as the model writes it (not validated: never keep it). `attempt` counts the calls (0 first). */
  onPartial(partial: unknown, attempt: number): void;
  /** The model reasons before answering (`<think>`, or a reasoning field): called once per call when it starts. */
  onThinking?(): void;
}

/** What the client learned of its server from the answers so far (null: not known yet). */
export interface LlmLearned {
  /** The structured output mode in use, for plain and for streamed calls (they can differ: Groq). */
  structuredOutput: { plain: StructuredOutputMode | null; streamed: StructuredOutputMode | null };
  /** The model reasons before it answers (`<think>` or a reasoning field). */
  reasoning: boolean | null;
  /** Streamed calls come as server-sent events (false: the server sends the whole answer at once). */
  streaming: boolean | null;
}

/** A language model that answers with an object checked against a zod schema. */
export interface LlmClient {
  readonly model: string;
  generate<T>(request: StructuredRequest<T>): Promise<T>;
  /** `generate`, streamed: partial objects as they come, then the validated object (same repair turn and errors). */
  stream<T>(request: StreamedRequest<T>): Promise<T>;
  learned(): LlmLearned;
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Deadline for the whole answer: every call of it (mode negotiation, the repair turn, thinking) included. */
  timeoutMs: number;
  /** Deadline for a streamed call's first token (reasoning counts: the model is alive). */
  firstTokenTimeoutMs: number;
  /** "auto" negotiates the structured output mode; another value forces it. */
  structuredOutput: StructuredOutputSetting;
}

type Message = { role: "system" | "user" | "assistant"; content: string };

const SHORTER =
  "Your previous answer was cut off: it reached the server's length limit. Answer again, shorter: keep every text brief, and still give the complete JSON object.";
const repairText = (problem: string) =>
  `Your answer could not be used: ${problem}. Answer again with only the corrected JSON object that follows the schema exactly.`;

function zodProblem(error: z.ZodError): string {
  const text = error.issues.map((i) => `${i.path.join(".") || "answer"}: ${i.message}`).join("; ");
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/**
 * Any OpenAI-compatible chat completions server, with structured output negotiated (see structured-output.ts) and
 * what is learned kept for the next calls (ServerMemory). The answer is read tolerantly (reasoning, fences, prose),
 * then checked against the whole zod schema. An answer that does not fit gets one repair turn (showing the answer
 * without its reasoning, and the problem); an answer cut at the length limit is asked again, shorter, once (never
 * resent). Failures are LlmErrors with a specific reason.
 */
export function createLlmClient(settings: LlmSettings): LlmClient {
  const memory = new ServerMemory(settings.baseUrl.replace(/\/+$/, ""));
  // the AI SDK's partial JSON parser (about 25 MB once loaded): loaded on the first streamed call only
  let partialJson: Promise<typeof import("ai").parsePartialJson> | undefined;
  const loadPartialJson = () => (partialJson ??= import("ai").then((ai) => ai.parsePartialJson));

  /** One call at the learned base URL; on a wrong-URL answer, once, the other one (with or without /v1). */
  async function call(
    body: Record<string, unknown>,
    signal: AbortSignal,
    onDelta?: Parameters<typeof chatCompletion>[0]["onDelta"],
  ): Promise<ChatAnswer> {
    const at = (base: string) =>
      chatCompletion({ url: `${base}/chat/completions`, apiKey: settings.apiKey, body, signal, onDelta });
    try {
      return await at(memory.baseUrl);
    } catch (err) {
      if (!(err instanceof LlmError && err.reason === "wrong-url") || memory.alternateTried) throw err;
      memory.alternateTried = true;
      try {
        const answer = await at(memory.alternateBaseUrl);
        memory.baseUrl = memory.alternateBaseUrl;
        return answer;
      } catch (second) {
        if (second instanceof LlmError && second.reason === "wrong-url") throw err;
        if (!signal.aborted) memory.baseUrl = memory.alternateBaseUrl; // it answered as an API: the right place
        throw second;
      }
    }
  }

  async function run<T>(request: StructuredRequest<T>, streamed?: StreamedRequest<T>): Promise<T> {
    const waitMs = memory.busyUntil - Date.now();
    if (waitMs > 0)
      throw new LlmError("busy", "The server asked to wait before the next call", Math.ceil(waitMs / 1000));
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const signal = streamed?.signal ? AbortSignal.any([deadline, streamed.signal]) : deadline;
    const jsonSchema = portableJsonSchema(request.schema);
    const modes = modesFor(settings.structuredOutput);
    const kind = streamed ? "streamed" : "plain";
    let modeIndex = Math.max(0, modes.indexOf(memory.modes[kind] ?? modes[0]));
    let conversation: Message[] = [{ role: "user", content: request.prompt }];
    let repaired = false;
    let shortened = false;
    for (let attempt = 0; ; attempt++) {
      const mode = modes[modeIndex];
      const { system, response_format } = structuredRequest(mode, { ...request, jsonSchema });
      const body = {
        model: settings.model,
        messages: [{ role: "system", content: system }, ...conversation],
        ...(response_format ? { response_format } : {}),
      };
      const firstToken = new AbortController();
      const timer = streamed ? setTimeout(() => firstToken.abort(), settings.firstTokenTimeoutMs) : undefined;
      let answer: ChatAnswer;
      try {
        answer = await call(
          body,
          streamed ? AbortSignal.any([signal, firstToken.signal]) : signal,
          streamed && partialReader(streamed, attempt, () => clearTimeout(timer)),
        );
      } catch (err) {
        if (streamed?.signal?.aborted) throw new LlmError("cancelled", "The generation was cancelled");
        if (deadline.aborted)
          throw new LlmError("timeout", `The language model did not answer within ${settings.timeoutMs} ms`);
        if (firstToken.signal.aborted)
          throw new LlmError("timeout", `The language model sent nothing within ${settings.firstTokenTimeoutMs} ms`);
        if (err instanceof ModeRefused) {
          if (modeIndex + 1 < modes.length) {
            memory.modes[kind] = modes[++modeIndex];
            continue;
          }
          throw new LlmError(
            "structured-output-refused",
            `The server refused structured output (${modes.join(", ")}): ${err.message}`,
          );
        }
        if (err instanceof LlmError) {
          if (err.reason === "busy" && err.retryAfterSeconds)
            memory.busyUntil = Date.now() + err.retryAfterSeconds * 1000;
          throw err;
        }
        throw new LlmError("error", `The language model call failed: ${(err as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
      memory.modes[kind] = mode;
      memory.reasoning = (memory.reasoning ?? false) || answer.reasoning;
      if (streamed) memory.streams = answer.streamed;
      if (answer.finishReason === "length") {
        if (shortened) throw new LlmError("truncated", "The answer was cut at the server's length limit twice");
        shortened = true;
        // the cut answer is not sent back: a longer prompt would be cut sooner
        conversation = [{ role: "user", content: `${request.prompt}\n\n${SHORTER}` }];
        continue;
      }
      // no finish_reason (Gemini, some gateways) is no failure: a complete answer that fits is the answer
      const parsed = parseAnswer(answer.content);
      const checked = parsed.ok ? request.schema.safeParse(parsed.value) : undefined;
      if (checked?.success) return checked.data;
      const problem = parsed.ok ? zodProblem(checked!.error) : parsed.problem;
      if (repaired) throw new LlmError("invalid-output", `The language model gave an invalid answer twice: ${problem}`);
      repaired = true;
      // the answer without its reasoning: echoing a <think> block makes the model think about it again
      const shown = parsed.ok ? parsed.json : withoutReasoning(answer.content).answer.trim();
      conversation = [
        ...conversation,
        { role: "assistant", content: shown },
        { role: "user", content: repairText(problem) },
      ];
    }
  }

  /** Reads a streamed call's deltas: reasoning announced once, then the JSON's partial objects. */
  function partialReader(streamed: StreamedRequest<unknown>, attempt: number, onFirstToken: () => void) {
    let raw = "";
    let thinkingSaid = false;
    const thinking = () => {
      if (thinkingSaid) return;
      thinkingSaid = true;
      streamed.onThinking?.();
    };
    return async ({ content, reasoning }: { content?: string; reasoning?: boolean }) => {
      onFirstToken();
      if (reasoning) return thinking();
      raw += content ?? "";
      const read = withoutReasoning(raw);
      if (read.thinking) return thinking();
      const json = jsonText(read.answer, false);
      if (json === undefined) return;
      const { value } = await (await loadPartialJson())(json);
      if (value !== null && typeof value === "object") streamed.onPartial(value, attempt);
    };
  }

  return {
    model: settings.model,
    generate: (request) => run(request),
    stream: (request) => run(request, request),
    learned: () => ({
      structuredOutput: { plain: memory.modes.plain ?? null, streamed: memory.modes.streamed ?? null },
      reasoning: memory.reasoning,
      streaming: memory.streams,
    }),
  };
}
