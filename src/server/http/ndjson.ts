import type { Logger } from "pino";
import { loggableError } from "../lib/log-error";

/**
 * A streamed answer: `application/x-ndjson`, one JSON value a line, each written as soon as it is emitted. The
 * headers keep every hop from holding it back: no-store (never cached), `X-Accel-Buffering: no` (nginx and
 * similar proxies pass it through at once). The app compresses no API answer (only the SPA's page and files), so
 * nothing here buffers either.
 *
 * `run` gets a signal that aborts when the client goes away (the request's signal, or the body cancelled by the
 * reader); it must stop its work then and write nothing more. `finish` runs once it is over, however it ended,
 * and before the stream closes; the stream closes however it ended.
 */
export function ndjsonResponse<E>(opts: {
  requestSignal: AbortSignal;
  run: (emit: (event: E) => void, signal: AbortSignal) => Promise<void>;
  finish?: () => Promise<void>;
  logger: Logger;
}): Response {
  const gone = new AbortController();
  const onAbort = () => gone.abort();
  opts.requestSignal.addEventListener("abort", onAbort, { once: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = (event: E) => {
        if (gone.signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          gone.abort(); // the stream was closed under us: the reader is gone
        }
      };
      void opts
        .run(emit, gone.signal)
        .catch((err: unknown) => opts.logger.error({ error: loggableError(err) }, "streamed answer failed"))
        .finally(async () => {
          opts.requestSignal.removeEventListener("abort", onAbort);
          // before the end reaches the reader: a client that starts again on the end must find the work over
          await opts.finish?.().catch(() => {});
          // closed after an aborted request too: where nothing cancelled the body, the response (and a shutdown
          // waiting for it) would otherwise stay open for ever
          try {
            controller.close();
          } catch {
            // already closed by a cancel
          }
        });
    },
    cancel() {
      gone.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
