import pino from "pino";
import { describe, expect, it } from "vitest";
import { ndjsonResponse } from "../../src/server/http/ndjson";

const logger = pino({ level: "silent" });

describe("a streamed answer", () => {
  it("finishes its work (a generation's slot given back) before the reader sees the end", async () => {
    let released = false;
    const res = ndjsonResponse<{ n: number }>({
      requestSignal: new AbortController().signal,
      run: async (emit) => {
        emit({ n: 1 });
        emit({ n: 2 });
      },
      // slower than the stream's end: a client that starts again on the end would find the slot still taken
      finish: () => new Promise<void>((resolve) => setTimeout(() => ((released = true), resolve()), 50)),
      logger,
    });
    expect(await res.text()).toBe('{"n":1}\n{"n":2}\n');
    expect(released).toBe(true);
  });

  it("finishes once after a failed run too, and still ends the stream", async () => {
    let finished = 0;
    const res = ndjsonResponse<{ n: number }>({
      requestSignal: new AbortController().signal,
      run: async (emit) => {
        emit({ n: 1 });
        throw new Error("boom");
      },
      finish: async () => void finished++,
      logger,
    });
    expect(await res.text()).toBe('{"n":1}\n');
    expect(finished).toBe(1);
  });

  it("ends the stream when the request is aborted, after finishing, even if nothing cancels the body", async () => {
    const request = new AbortController();
    let finishCalled!: () => void;
    const finishing = new Promise<void>((resolve) => (finishCalled = resolve));
    const res = ndjsonResponse<{ n: number }>({
      requestSignal: request.signal,
      run: (emit, signal) =>
        new Promise<void>((resolve) => {
          emit({ n: 1 });
          signal.addEventListener("abort", () => resolve());
        }),
      finish: async () => finishCalled(),
      logger,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"n":1}\n');
    request.abort();
    await finishing;
    // every step after `finish` is a microtask: the end is there before the next macrotask
    const next = await Promise.race([reader.read(), new Promise((r) => setImmediate(() => r("still open")))]);
    expect(next).toEqual({ done: true, value: undefined });
  });
});
