import type { HttpAnswer, HttpFailure } from "./http-transport";

/**
 * What one call to LinkedIn came to, in the terms the publishing worker acts on. LinkedIn has no idempotency key,
 * so the worker may send again only what provably did not take effect (`not_sent`); an `unknown` outcome must be
 * checked (the post's `needs_check`), never re-sent blindly.
 */
export type LinkedInOutcome<T> =
  /** LinkedIn has it. */
  | { kind: "published"; value: T }
  /** It did not take effect: safe to send again, after `retryAfterSeconds` when LinkedIn said so. */
  | { kind: "not_sent"; reason: string; status: number | null; retryAfterSeconds: number | null }
  /** It may or may not have taken effect (sent, then no answer): to be checked, not re-sent. */
  | { kind: "unknown"; reason: string }
  /** 401: the token is expired or revoked: refresh it or ask the member to reconnect. */
  | { kind: "unauthorized"; message: string }
  /**
   * 422 DUPLICATE_POST: LinkedIn refuses content identical to an earlier post; `urn` is the earlier post its message
   * quotes ("Content is a duplicate of urn:li:share:…"), when it does.
   */
  | { kind: "duplicate"; message: string; urn: string | null }
  /** Any other refusal (4xx), with LinkedIn's message. */
  | { kind: "rejected"; status: number; message: string; serviceErrorCode: number | null };

export type LinkedInFailure = Exclude<LinkedInOutcome<never>, { kind: "published" }>;

interface LinkedInErrorBody {
  message?: unknown;
  serviceErrorCode?: unknown;
  code?: unknown;
  errorDetails?: { inputErrors?: Array<{ code?: unknown; description?: unknown }> };
}

function errorBody(text: string): LinkedInErrorBody {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as LinkedInErrorBody) : {};
  } catch {
    return {};
  }
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), null without one. */
export function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** LinkedIn's message, capped, with the token taken out should LinkedIn ever quote it. */
function messageOf(body: LinkedInErrorBody, status: number, token: string): string {
  const input = body.errorDetails?.inputErrors?.find((e) => typeof e.description === "string");
  const raw = typeof body.message === "string" && body.message ? body.message : input?.description;
  const text = typeof raw === "string" && raw ? raw : `LinkedIn answered HTTP ${status}`;
  return (token ? text.split(token).join("[token]") : text).slice(0, 500);
}

const DESCRIBED: Record<HttpFailure["reason"], string> = {
  refused: "the connection to LinkedIn was refused",
  dns: "LinkedIn's address could not be resolved",
  reset: "the connection to LinkedIn was dropped",
  timeout: "LinkedIn did not answer in time",
  network: "a network error",
};

/** A transport failure: not sent when the request never completely left, unknown otherwise. */
export function failureOutcome(failure: HttpFailure): LinkedInFailure {
  const what = `${DESCRIBED[failure.reason]}${failure.code ? ` (${failure.code})` : ""}`;
  if (!failure.sent)
    return { kind: "not_sent", reason: `${what} before the request was sent`, status: null, retryAfterSeconds: null };
  return { kind: "unknown", reason: `${what} after the request was sent` };
}

/** The post a DUPLICATE_POST message quotes (LinkedIn: "… Content is a duplicate of urn:li:share:7141…"). */
export function quotedPostUrn(message: string): string | null {
  return /\burn:li:(?:share|ugcPost|activity):\d+\b/.exec(message)?.[0] ?? null;
}

/**
 * An answer that is not a success. Only a refusal proves that nothing was created: a 4xx (LinkedIn's documented
 * 401, 422 and 429 are decided before anything is written; a 408 says the request never fully arrived). No 5xx
 * proves it: LinkedIn documents none as "nothing done", a 500 can come after the post was created, and a 502, 503 or
 * 504 from its front means a back end that may have created it did not answer in time; so every 5xx is unknown
 * (docs/architecture/publishing.md, "LinkedIn's answers").
 */
export function answerOutcome(answer: HttpAnswer, token: string): LinkedInFailure {
  const body = errorBody(answer.body);
  const message = messageOf(body, answer.status, token);
  const status = answer.status;
  if (status === 401) return { kind: "unauthorized", message };
  if (status >= 500) return { kind: "unknown", reason: `LinkedIn answered HTTP ${status}: ${message}`.slice(0, 500) };
  if (status === 429 || status === 408)
    return {
      kind: "not_sent",
      reason: message,
      status,
      retryAfterSeconds: retryAfterSeconds(answer.headers["retry-after"]),
    };
  if (status === 422 && body.errorDetails?.inputErrors?.some((e) => e.code === "DUPLICATE_POST"))
    return { kind: "duplicate", message, urn: quotedPostUrn(message) ?? quotedPostUrn(answer.body) };
  return {
    kind: "rejected",
    status,
    message,
    serviceErrorCode: typeof body.serviceErrorCode === "number" ? body.serviceErrorCode : null,
  };
}

/** For calls that create nothing anyone sees (uploads): an unknown outcome is as safe to repeat as a refusal. */
export function repeatable<T>(outcome: LinkedInOutcome<T>): LinkedInOutcome<T> {
  if (outcome.kind !== "unknown") return outcome;
  return {
    kind: "not_sent",
    reason: `${outcome.reason}; an upload publishes nothing`,
    status: null,
    retryAfterSeconds: null,
  };
}
