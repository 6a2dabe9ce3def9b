import { LlmError } from "./llm-error";

/** A refusal of the request's structured output (the mode steps down), told apart from other failures. */
export class ModeRefused extends Error {}

/** Words of the servers' refusals of response_format or its schema (DeepSeek, llama.cpp, Groq, LM Studio). */
const STRUCTURED_WORDS = /response_format|json_schema|json_object|schema|minItems|maxItems|structured|grammar|guided/i;
const MODEL_UNKNOWN =
  /model.*(not found|does not exist|not exist|invalid|not a valid|unknown|no such|not available)|(invalid|unknown|not a valid) model/i;
/**
 * An account with no credit left, whatever the status says: OpenAI's 429 `insufficient_quota` (and its 400
 * `billing_hard_limit_reached`), DeepSeek's 402 "Insufficient Balance", OpenRouter's 402 "Insufficient credits".
 * Retrying never helps (a 429 here is no rate limit): the admin must top the account up or change the key.
 */
const NO_CREDIT = /insufficient_quota|billing_hard_limit|insufficient (balance|credits?|funds)/i;
const noCredit = (status: number) =>
  new LlmError("no-credit", `The AI account has no credit left (${status}): top it up or change the key`);
const WRONG_ENDPOINT = /unexpected endpoint|page not found|not found|invalid url|no route|cannot post/i;

/** The server's own words, short and on one line (they never hold the key: servers do not echo it). */
export function excerpt(body: string): string {
  const text = body
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * What an HTTP failure means. `structured`: the request carried a response_format, so a 400/422/500 about it is a
 * refusal of the mode (ModeRefused), not the end.
 */
export function classifyHttpFailure(
  status: number,
  headers: Headers,
  body: string,
  structured: boolean,
): LlmError | ModeRefused {
  const words = excerpt(body);
  const said = `${status}: ${words}`;
  // before 429's "busy": OpenAI answers an empty account with a 429 (and no Retry-After: there is nothing to wait for)
  if (status === 402 || ([400, 403, 429].includes(status) && NO_CREDIT.test(body))) return noCredit(status);
  // the body is left out: some servers quote part of the key they refuse
  if (
    status === 401 ||
    status === 403 ||
    (status === 400 && /api key/i.test(words) && /invalid|not valid/i.test(words))
  )
    return new LlmError("unauthorized", `The server refused the API key (${status})`);
  if (status === 429)
    return new LlmError("busy", `The server is busy (${said})`, retryAfterSeconds(headers.get("retry-after")));
  if ((status === 404 || status === 400) && MODEL_UNKNOWN.test(words) && !/response_format/i.test(words))
    return new LlmError("model-not-found", `The server does not know the model (${said})`);
  if (status === 404 || status === 405) return new LlmError("wrong-url", `No chat completions endpoint here (${said})`);
  if (structured && [400, 422, 500, 501].includes(status) && STRUCTURED_WORDS.test(words)) return new ModeRefused(said);
  if (status === 408 || status === 504) return new LlmError("timeout", `The server gave up waiting (${said})`);
  return new LlmError("error", `The language model call failed (${said})`);
}

/**
 * A 200 whose JSON body is an error instead of a completion (LM Studio's {"error":"Unexpected endpoint or method."}
 * for a URL without /v1; OpenRouter's errors inside a stream), or undefined when it is none.
 */
export function classifyErrorBody(value: unknown, structured: boolean): LlmError | ModeRefused | undefined {
  if (typeof value !== "object" || value === null || !("error" in value)) return undefined;
  const error = (value as { error: unknown }).error;
  const message =
    typeof error === "string"
      ? error
      : String((error as { message?: unknown } | null)?.message ?? JSON.stringify(error));
  const code = Number((error as { code?: unknown } | null)?.code);
  if (Number.isInteger(code) && code >= 400)
    return NO_CREDIT.test(JSON.stringify(error)) && [400, 402, 403, 429].includes(code)
      ? noCredit(code)
      : classifyHttpFailure(code, new Headers(), message, structured);
  if (WRONG_ENDPOINT.test(message))
    return new LlmError("wrong-url", `No chat completions endpoint here: ${excerpt(message)}`);
  return new LlmError("error", `The language model answered an error: ${excerpt(message)}`);
}
