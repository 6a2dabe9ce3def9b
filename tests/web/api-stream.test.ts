// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GenerationEvent } from "@contracts/generation/schemas";
import { GENERATION_PATHS as P } from "@contracts/generation/paths";
import { ApiError, setUnauthorizedHandler } from "@/lib/api/api-client";
import { apiStream, StreamError } from "@/lib/api/api-stream";
import { isLastEvent, narrowGenerationEvent } from "@/features/generate-post/events";

afterEach(() => vi.unstubAllGlobals());

const encoder = new TextEncoder();
const generation = {
  id: "g1",
  mode: "template",
  input: {
    pillarId: null,
    pillarName: null,
    topic: "Hiring",
    noteId: null,
    format: "story",
    tone: "warm",
    length: "short",
    language: "en",
    promptId: null,
  },
  variants: [0, 1, 2].map((i) => ({ hook: `Hook ${i}`, text: `Hook ${i}\nBody é ${i}` })),
  createdAt: "2030-01-01T00:00:00.000Z",
};

/** A streamed body: each chunk is sent as its own read (byte arrays may split a character). */
function streamOf(chunks: Array<string | Uint8Array>, opts: { hang?: boolean } = {}) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) {
        const c = chunks[i++];
        controller.enqueue(typeof c === "string" ? encoder.encode(c) : c);
      } else if (!opts.hang) controller.close();
      else return new Promise(() => {}); // never ends
    },
  });
}

function serve(body: ReadableStream<Uint8Array> | string, status = 200, headers: Record<string, string> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      init.signal?.throwIfAborted();
      return new Response(body, { status, headers: { "content-type": "application/x-ndjson", ...headers } });
    }),
  );
  return calls;
}

const request = {
  body: {
    pillarId: null,
    topic: "Hiring",
    noteId: null,
    format: "story" as const,
    length: "short" as const,
    language: "en" as const,
    promptId: null,
    mode: "template" as const,
  },
};

async function collect(signal?: AbortSignal, endpoint: typeof P.createGeneration = P.createGeneration) {
  const events: GenerationEvent[] = [];
  await apiStream(endpoint, request, {
    narrow: narrowGenerationEvent,
    isLast: isLastEvent,
    onEvent: (e) => events.push(e),
    signal,
  });
  return events;
}

describe("apiStream (NDJSON)", () => {
  it("hands over each event when its line is complete, however the body is split", async () => {
    const lines = [
      { type: "start", mode: "template" },
      { type: "delta", index: 0, text: "Hook 0\nBody é" },
      { type: "delta", index: 1, text: "Hook 1" },
      { type: "done", generation },
    ].map((e) => JSON.stringify(e) + "\n");
    const all = encoder.encode(lines.join(""));
    // split everywhere: inside a line, between the two bytes of "é", right after a newline
    const e = all.indexOf(0xc3);
    const cuts = [5, lines[0].length, lines[0].length + 3, e + 1, all.length - 10];
    const chunks: Uint8Array[] = [];
    let at = 0;
    for (const c of cuts) {
      chunks.push(all.slice(at, c));
      at = c;
    }
    chunks.push(all.slice(at));
    const calls = serve(streamOf(chunks));
    const events = await collect();
    expect(events.map((x) => x.type)).toEqual(["start", "delta", "delta", "done"]);
    expect(events[1]).toEqual({ type: "delta", index: 0, text: "Hook 0\nBody é" });
    expect(calls[0].url).toBe("/api/generations");
    expect(calls[0].init.method).toBe("POST");
    expect(JSON.parse(String(calls[0].init.body))).toEqual(request.body);
    expect(new Headers(calls[0].init.headers).get("content-type")).toBe("application/json");
  });

  it("reads the body to its end after the last event instead of cancelling the request (no net::ERR_ABORTED)", async () => {
    const lines = [
      { type: "start", mode: "template" },
      { type: "done", generation },
    ].map((e) => JSON.stringify(e) + "\n");
    let i = 0;
    let closed = false;
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < lines.length) controller.enqueue(encoder.encode(lines[i++]));
        else
          // the server closes the body a moment after its last line
          return new Promise<void>((resolve) =>
            setTimeout(() => {
              closed = true;
              controller.close();
              resolve();
            }, 20),
          );
      },
      cancel,
    });
    serve(body);
    const events = await collect();
    expect(events.map((x) => x.type)).toEqual(["start", "done"]);
    expect(closed).toBe(true);
    expect(cancel).not.toHaveBeenCalled();
  });

  it("reads a last line without its newline, and an error event ends the stream", async () => {
    serve(
      streamOf([
        JSON.stringify({ type: "start", mode: "llm" }) + "\n",
        JSON.stringify({ type: "delta", index: 2, text: "Par" }) + "\n\n",
        JSON.stringify({ type: "error", code: "LLM_TIMEOUT", message: "slow", templateAvailable: true }),
      ]),
    );
    const events = await collect();
    expect(events.at(-1)).toEqual({ type: "error", code: "LLM_TIMEOUT", message: "slow", templateAvailable: true });
  });

  it("fails on a line that is no event, and on a body that ends before its last event", async () => {
    serve(streamOf([JSON.stringify({ type: "delta", index: 7, text: "x" }) + "\n"]));
    await expect(collect()).rejects.toEqual(new StreamError("malformed"));
    serve(streamOf(["not json\n"]));
    await expect(collect()).rejects.toBeInstanceOf(StreamError);
    serve(streamOf([JSON.stringify({ type: "start", mode: "llm" }) + "\n"]));
    await expect(collect()).rejects.toEqual(new StreamError("ended"));
  });

  it("throws the API's error before the stream, as api() does (the 401 handler told)", async () => {
    serve(JSON.stringify({ error: { code: "LLM_RATE_LIMITED", message: "limit" } }), 429, {
      "content-type": "application/json",
      "retry-after": "30",
    });
    const err = await collect().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: "LLM_RATE_LIMITED", retryAfterSeconds: 30 });

    const told = vi.fn();
    setUnauthorizedHandler(told);
    serve(JSON.stringify({ error: { code: "UNAUTHORIZED", message: "no" } }), 401);
    await expect(collect()).rejects.toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledOnce();
    setUnauthorizedHandler(() => {});

    serve(
      JSON.stringify({
        error: {
          code: "VALIDATION_FAILED",
          message: "x",
          details: { issues: [{ path: "topic", code: "TOPIC_REQUIRED" }] },
        },
      }),
      400,
    );
    await expect(collect()).rejects.toMatchObject({ issues: [{ path: "topic", code: "TOPIC_REQUIRED" }] });
  });

  it("cancels on abort: the read stops and the call rejects with an AbortError", async () => {
    const abort = new AbortController();
    const body = streamOf([JSON.stringify({ type: "start", mode: "llm" }) + "\n"], { hang: true });
    serve(body);
    const events: GenerationEvent[] = [];
    const done = apiStream(P.createGeneration, request, {
      narrow: narrowGenerationEvent,
      isLast: isLastEvent,
      onEvent: (e) => {
        events.push(e);
        abort.abort();
      },
      signal: abort.signal,
    });
    await expect(done).rejects.toMatchObject({ name: "AbortError" });
    expect(events).toHaveLength(1);
  });

  it("fills a regeneration's path parameters", async () => {
    const calls = serve(streamOf([JSON.stringify({ type: "done", generation }) + "\n"]));
    await apiStream(
      P.regenerateVariant,
      { params: { id: "g 1", index: 2 } },
      { narrow: narrowGenerationEvent, isLast: isLastEvent, onEvent: () => {} },
    );
    expect(calls[0].url).toBe("/api/generations/g%201/variants/2");
    expect(calls[0].init.body).toBeUndefined();
  });
});
