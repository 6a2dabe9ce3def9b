import { classifyErrorBody, classifyHttpFailure, ModeRefused } from "./failure-classification";
import { LlmError } from "./llm-error";

/** What one chat completion answered: its content (reasoning included, as sent) and why it ended, when it said. */
export interface ChatAnswer {
  content: string;
  /** "stop", "length"...; null when the server never said (Gemini's OpenAI endpoint, some gateways). */
  finishReason: string | null;
  /** The model reasoned first: a `<think>` block in the content, or a separate reasoning field. */
  reasoning: boolean;
  /** The answer came as server-sent events (a streamed call whose server streams), not as one JSON body. */
  streamed: boolean;
}

export interface ChatCall {
  url: string;
  apiKey: string;
  body: Record<string, unknown>;
  signal: AbortSignal;
  /** Streamed: each content delta as it comes (`reasoning`: a delta of a separate reasoning field). */
  onDelta?(delta: { content?: string; reasoning?: boolean }): void | Promise<void>;
}

const structuredOf = (body: Record<string, unknown>) => body.response_format !== undefined;
/** The content opens with a `<think>` block (LM Studio, vLLM without a reasoning parser). */
const startsThinking = (content: string) => content.trimStart().startsWith("<think>");

/** Calls POST <base>/chat/completions once; throws LlmError or ModeRefused (the caller sees the abort itself). */
export async function chatCompletion(call: ChatCall): Promise<ChatAnswer> {
  const streamed = call.onDelta !== undefined;
  const structured = structuredOf(call.body);
  const res = await fetch(call.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(call.apiKey ? { authorization: `Bearer ${call.apiKey}` } : {}),
    },
    body: JSON.stringify(streamed ? { ...call.body, stream: true } : call.body),
    signal: call.signal,
  });
  if (!res.ok) throw classifyHttpFailure(res.status, res.headers, await res.text(), structured);
  const type = res.headers.get("content-type") ?? "";
  if (!streamed || !type.includes("text/event-stream")) {
    const text = await res.text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw classifyHttpFailure(404, res.headers, text, structured); // an HTML page: not an API endpoint
    }
    const failure = classifyErrorBody(value, structured);
    if (failure) throw failure;
    const choice = (value as { choices?: { message?: Record<string, unknown>; finish_reason?: unknown }[] })
      .choices?.[0];
    if (!choice) throw new LlmError("error", "The language model's answer holds no choice");
    const content = typeof choice.message?.content === "string" ? choice.message.content : "";
    if (streamed && content) await call.onDelta!({ content });
    return {
      content,
      finishReason: typeof choice.finish_reason === "string" ? choice.finish_reason : null,
      reasoning: Boolean(choice.message?.reasoning_content || choice.message?.reasoning) || startsThinking(content),
      streamed: false,
    };
  }
  return readEvents(res, call, structured);
}

/** Reads OpenAI's server-sent events: `data: {chunk}` lines, `: comment` lines (OpenRouter), `data: [DONE]`. */
async function readEvents(res: Response, call: ChatCall, structured: boolean): Promise<ChatAnswer> {
  let content = "";
  let finishReason: string | null = null;
  let reasoning = false;
  let pending = "";
  const decoder = new TextDecoder();
  const onLine = async (line: string): Promise<boolean> => {
    if (!line.startsWith("data:")) return false;
    const data = line.slice(5).trim();
    if (data === "[DONE]") return true;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      return false;
    }
    const failure = classifyErrorBody(chunk, structured);
    if (failure) throw failure;
    const choice = (chunk as { choices?: Record<string, any>[] }).choices?.[0];
    if (!choice) return false;
    const delta = choice.delta ?? {};
    if (typeof delta.content === "string" && delta.content) {
      content += delta.content;
      await call.onDelta!({ content: delta.content });
    }
    // DeepSeek's reasoner, vLLM's reasoning parser, OpenRouter and LM Studio's separate reasoning field
    if (delta.reasoning_content || delta.reasoning) reasoning = true;
    if ((delta.reasoning_content || delta.reasoning) && !delta.content) await call.onDelta!({ reasoning: true });
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    return false;
  };
  const answer = () => ({
    content,
    finishReason,
    reasoning: reasoning || startsThinking(content),
    streamed: true,
  });
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop()!;
    for (const line of lines) if (await onLine(line)) return answer();
  }
  if (pending) await onLine(pending);
  return answer();
}

export { ModeRefused };
