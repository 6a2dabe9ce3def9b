import { NDJSON_CONTENT_TYPE } from "@contracts/endpoint";
import { ApiError, requestOf, responseError, type ApiEvent, type Args, type StreamPath } from "./api-client";
import { dropPageData } from "./page-data";

/**
 * A streamed answer that broke its protocol: a line that is not an event, or the body ending before the last event.
 * Shown like a network failure (the caller may try again).
 */
export class StreamError extends Error {
  constructor(readonly reason: "malformed" | "ended") {
    super(reason === "malformed" ? "The answer could not be read" : "The answer stopped before its end");
    this.name = "StreamError";
  }
}

export interface StreamOptions<E> {
  /** The event a parsed line holds, or undefined when it is none (a malformed line fails the stream). */
  narrow: (value: unknown) => E | undefined;
  onEvent: (event: E) => void;
  /** Is this the stream's last event (the body must not end before one)? */
  isLast: (event: E) => boolean;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint that answers a stream (`{ stream: "ndjson", event }`: one JSON event per line; input and event
 * types come from its definition) and hands each event over as soon as its line is complete, however the network
 * splits the body. An error status before the stream throws the same
 * ApiError as api() (the 401 handler told); aborting `signal` cancels the request and rejects with an AbortError.
 * Resolves after the last event.
 */
export async function apiStream<const P extends StreamPath>(
  endpoint: P,
  input: Args<P>[0],
  options: StreamOptions<ApiEvent<P>>,
): Promise<void> {
  const { url, body } = requestOf(endpoint, input);
  dropPageData();
  const headers = new Headers({ accept: NDJSON_CONTENT_TYPE });
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(url, {
    method: endpoint.method.toUpperCase(),
    headers,
    body,
    credentials: "same-origin",
    signal: options.signal,
  });
  if (!res.ok) throw await responseError(res);
  if (!res.body) throw new ApiError(res.status, "NO_CONTENT", "Content not found.");
  await readLines(res.body, options);
}

async function readLines<E>(stream: ReadableStream<Uint8Array>, options: StreamOptions<E>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let ended = false;
  const take = (line: string) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new StreamError("malformed");
    }
    const event = options.narrow(value);
    if (event === undefined) throw new StreamError("malformed");
    options.onEvent(event);
    if (options.isLast(event)) ended = true;
  };
  // fetch errors the body when its signal aborts; cancelling the reader as well makes that hold for any body
  const stop = () => void reader.cancel().catch(() => {});
  options.signal?.addEventListener("abort", stop);
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      options.signal?.throwIfAborted();
      if (done) finished = true;
      if (ended) {
        // after the last event the server closes the body: read it to its end rather than cancelling the request,
        // which the browser reports as a failed request (net::ERR_ABORTED) on every generation
        if (done) break;
        continue;
      }
      buffered += decoder.decode(value, { stream: !done });
      let at: number;
      while (!ended && (at = buffered.indexOf("\n")) !== -1) {
        const line = buffered.slice(0, at);
        buffered = buffered.slice(at + 1);
        take(line);
      }
      if (done) {
        if (!ended) take(buffered);
        break;
      }
    }
  } finally {
    options.signal?.removeEventListener("abort", stop);
    // a failure (a malformed line, an abort) cancels the rest of the body
    if (!finished) reader.cancel().catch(() => {});
  }
  if (!ended) {
    options.signal?.throwIfAborted();
    throw new StreamError("ended");
  }
}
