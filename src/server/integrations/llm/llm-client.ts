import type { LanguageModel, ModelMessage, NoObjectGeneratedError } from "ai";
import type { z } from "zod";

/** Why an LLM call gave no usable answer ("cancelled": the caller gave up, e.g. its client went away). */
export type LlmFailure = "timeout" | "invalid-output" | "error" | "cancelled";

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface StructuredRequest<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
}

export interface StreamedRequest<T> extends StructuredRequest<T> {
  /** Aborts the call (the caller's own reason: a client that went away); the deadline applies anyway. */
  signal?: AbortSignal;
  /** Each partial object as the model writes it (not validated: never keep it). `attempt` is 1 for the repair turn. */
  onPartial(partial: unknown, attempt: number): void;
}

/** A language model that answers with an object checked against a zod schema. */
export interface LlmClient {
  readonly model: string;
  generate<T>(request: StructuredRequest<T>): Promise<T>;
  /** `generate`, streamed: partial objects as they come, then the validated object (same repair turn and errors). */
  stream<T>(request: StreamedRequest<T>): Promise<T>;
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Deadline for the whole call, repair included. */
  timeoutMs: number;
}

/**
 * Any OpenAI-compatible chat completions server through the Vercel AI SDK, with structured output. When the
 * answer is not valid JSON or does not fit the schema, the model gets one repair turn showing its answer
 * and the problem; a second failure is an LlmError("invalid-output").
 */
export function createLlmClient(settings: LlmSettings): LlmClient {
  // The AI SDK (about 25 MB once loaded) is loaded on the first call, not by every process that is configured for it.
  let sdk: Promise<{ ai: typeof import("ai"); model: LanguageModel }> | undefined;
  const loadSdk = () =>
    (sdk ??= Promise.all([import("ai"), import("@ai-sdk/openai-compatible")]).then(
      ([ai, { createOpenAICompatible }]) => {
        const provider = createOpenAICompatible({
          name: "llm",
          baseURL: settings.baseUrl.replace(/\/$/, ""),
          apiKey: settings.apiKey || undefined,
          supportsStructuredOutputs: true,
        });
        return { ai, model: provider.chatModel(settings.model) };
      },
    ));

  return {
    model: settings.model,
    async generate<T>(request: StructuredRequest<T>): Promise<T> {
      const { ai, model } = await loadSdk();
      const { generateObject, NoObjectGeneratedError } = ai;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const messages: ModelMessage[] = [{ role: "user", content: request.prompt }];
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          const result = await generateObject({
            model,
            schema: request.schema,
            schemaName: request.schemaName,
            system: request.system,
            messages,
            abortSignal: signal,
            maxRetries: 0,
          });
          return result.object as T;
        } catch (err) {
          if (signal.aborted)
            throw new LlmError("timeout", `The language model did not answer within ${settings.timeoutMs} ms`);
          if (!NoObjectGeneratedError.isInstance(err)) {
            throw new LlmError("error", `The language model call failed: ${(err as Error).message}`);
          }
          if (attempt === 1)
            throw new LlmError("invalid-output", `The language model gave an invalid answer twice: ${problemOf(err)}`);
          messages.push(
            { role: "assistant", content: err.text ?? "" },
            {
              role: "user",
              content: `Your answer could not be used: ${problemOf(err)}. Answer again with only the corrected JSON object that follows the schema exactly.`,
            },
          );
        }
      }
      throw new LlmError("invalid-output", "unreachable");
    },

    async stream<T>(request: StreamedRequest<T>): Promise<T> {
      const { ai, model } = await loadSdk();
      const { streamText, Output, NoObjectGeneratedError } = ai;
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
      const messages: ModelMessage[] = [{ role: "user", content: request.prompt }];
      for (let attempt = 0; attempt < 2; attempt++) {
        // streamText reports a failed call in the stream (not as a throw): the first one is kept here
        let failure: unknown;
        try {
          const result = streamText({
            model,
            output: Output.object({ schema: request.schema, name: request.schemaName }),
            system: request.system,
            messages,
            abortSignal: signal,
            maxRetries: 0,
            onError: ({ error }) => {
              failure ??= error;
            },
          });
          for await (const partial of result.partialOutputStream) request.onPartial(partial, attempt);
          if (failure !== undefined) throw failure;
          return (await result.output) as T;
        } catch (err) {
          if (request.signal?.aborted) throw new LlmError("cancelled", "The generation was cancelled");
          if (deadline.aborted)
            throw new LlmError("timeout", `The language model did not answer within ${settings.timeoutMs} ms`);
          const cause = failure ?? err;
          if (!NoObjectGeneratedError.isInstance(cause)) {
            throw new LlmError("error", `The language model call failed: ${(cause as Error).message}`);
          }
          if (attempt === 1)
            throw new LlmError(
              "invalid-output",
              `The language model gave an invalid answer twice: ${problemOf(cause)}`,
            );
          messages.push(
            { role: "assistant", content: cause.text ?? "" },
            {
              role: "user",
              content: `Your answer could not be used: ${problemOf(cause)}. Answer again with only the corrected JSON object that follows the schema exactly.`,
            },
          );
        }
      }
      throw new LlmError("invalid-output", "unreachable");
    },
  };
}

function problemOf(err: NoObjectGeneratedError): string {
  const cause = err.cause as { message?: string } | undefined;
  const text = (cause?.message ?? err.message).replace(/\s+/g, " ");
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
