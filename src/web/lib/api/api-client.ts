import type { z } from "zod";
import type { EndpointPath } from "@contracts/endpoint";
import { endpointUrl } from "@contracts/endpoint-url";
import type { AnyEndpoint } from "@contracts/endpoints";
import type { ValidationIssue } from "@contracts/errors";
import { dropPageData, takePageData } from "./page-data";

/** Error body of the app's own (non-auth) API: `{ "error": { "code", "message", "details"? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 429's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds?: number,
    /** A VALIDATION_FAILED answer's problems, each with its message code. */
    readonly issues: readonly ValidationIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Told about every 401 from the app's API, before the caller sees the error: the SPEC §8 session-expired flow
 * (set by the query client) then runs for direct calls too, not only for queries and mutations.
 */
let onUnauthorized: ((error: ApiError) => void) | undefined;
export function setUnauthorizedHandler(handler: (error: ApiError) => void) {
  onUnauthorized = handler;
}

/**
 * Fetch JSON (or a file, as a Blob) from the app's API (same origin, cookie session). Throws ApiError on a non-2xx answer. A GET the
 * server already answered in the page (page-data.ts) is taken from there, once.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}, answers?: "file"): Promise<T> {
  const method = (init.method ?? "GET").toUpperCase();
  if (method === "GET") {
    const inlined = takePageData(path);
    if (inlined) return inlined.body as T;
  } else {
    dropPageData();
  }
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const res = await fetch(path, { ...init, headers, credentials: "same-origin" });
  // SPEC §8: a read that comes back empty is "Content not found."; a write may legitimately answer 204.
  if (res.status === 204) {
    if (method === "GET") throw new ApiError(204, "NO_CONTENT", "Content not found.");
    return undefined as T;
  }
  // a file endpoint (`{ file }`) answers its bytes: every other answer is JSON
  if (res.ok && answers === "file") return (await res.blob()) as T;
  const text = await res.text();
  const body = parseJson(text);
  if (!res.ok) throw failure(res, body);
  return body as T;
}

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The ApiError of a non-2xx answer (its error body read), after telling the 401 handler. */
function failure(res: Response, body: unknown): ApiError {
  const err = (body as { error?: { code?: string; message?: string; details?: { issues?: unknown } } } | undefined)
    ?.error;
  const retryAfter = Number(res.headers.get("retry-after"));
  const issues = err?.details?.issues;
  const error = new ApiError(
    res.status,
    err?.code ?? `HTTP_${res.status}`,
    err?.message ?? res.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    Array.isArray(issues) ? (issues as ValidationIssue[]) : [],
  );
  if (res.status === 401) onUnauthorized?.(error);
  return error;
}

/** A failed answer's ApiError, read as apiFetch reads it (for callers that fetch themselves: streams). */
export async function responseError(res: Response): Promise<ApiError> {
  return failure(res, parseJson(await res.text().catch(() => "")));
}

/**
 * The one way the web calls the app's API: `api(STRATEGY_PATHS.updatePillar, { params: { id }, body })`.
 * The first argument is the endpoint's zod-free method and path (`@contracts/<domain>/paths`); its input and
 * answer types come from the endpoint's definition (types only: no zod reaches the page's code).
 */
type Definition<P extends EndpointPath> = Extract<AnyEndpoint, { method: P["method"]; path: P["path"] }>;
type In<S> = S extends z.ZodType ? z.input<S> : never;
type None = Record<never, never>;

export type ApiInput<P extends EndpointPath> =
  Definition<P> extends infer E
    ? (E extends { params: infer S } ? { params: In<S> } : None) &
        (E extends { query: infer S } ? { query?: In<S> } : None) &
        (E extends { body: infer S } ? { body: In<S> } : None)
    : never;

/** What a success answer's kind gives the caller: JSON parsed, a file as a Blob, a stream nothing (see apiStream). */
type Answer<R> = R extends { json: infer T extends z.ZodType }
  ? z.output<T>
  : R extends { file: object }
    ? Blob
    : never;

/** The body of the endpoint's success answer(s) (2xx). */
export type ApiResult<P extends EndpointPath> =
  Definition<P> extends { responses: infer R }
    ? { [S in keyof R]: S extends 200 | 201 | 202 ? Answer<R[S]> : never }[keyof R]
    : never;

/** The endpoints that answer a stream of events, and the event of each (`{ stream: "ndjson", event }`). */
export type StreamPath =
  Extract<AnyEndpoint, { responses: { 200: { stream: "ndjson" } } }> extends infer E
    ? E extends EndpointPath
      ? Pick<E, "method" | "path">
      : never
    : never;
export type ApiEvent<P extends EndpointPath> =
  Definition<P> extends { responses: { 200: { event: infer T extends z.ZodType } } } ? z.output<T> : never;

export type Args<P extends EndpointPath> = keyof ApiInput<P> extends never
  ? [input?: ApiInput<P>]
  : [input: ApiInput<P>];

export function api<const P extends EndpointPath>(endpoint: P, ...[input]: Args<P>): Promise<ApiResult<P>> {
  const { url, body } = requestOf(endpoint, input);
  return apiFetch(url, { method: endpoint.method.toUpperCase(), body }, endpoint.answers);
}

/** An endpoint call's URL (path parameters and query filled in) and JSON body. */
export function requestOf(endpoint: EndpointPath, input: unknown): { url: string; body: string | undefined } {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: object; body?: unknown };
  return { url: endpointUrl(endpoint, { params, query }), body: body === undefined ? undefined : JSON.stringify(body) };
}
