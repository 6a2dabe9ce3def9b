import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** Bytes the zip may hold before the writer waits for storage to read them. */
const HIGH_WATER_MARK = 1 << 20;

/**
 * A zip written entry by entry into a stream that storage reads as it goes (`FileStorage.putStream`): at most about
 * HIGH_WATER_MARK bytes of it are in memory, whatever the size of the files it carries.
 */
export function zipStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | null = null;
  let failed: unknown = null;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        wake?.();
        wake = null;
      },
      cancel(reason) {
        failed = reason ?? new Error("zip stream cancelled");
        wake?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
  );
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failed = err;
      controller.error(err);
      return;
    }
    controller.enqueue(chunk);
    if (final) controller.close();
  });

  const drained = async () => {
    while (failed === null && (controller.desiredSize ?? 1) <= 0) await new Promise<void>((r) => (wake = r));
    if (failed !== null) throw failed;
  };

  return {
    stream,
    /** A small entry (JSON), deflated. */
    async addBytes(name: string, bytes: Uint8Array): Promise<void> {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
      await drained();
    },
    /** A file read from a stream, stored as it is (images and PDFs are compressed already). */
    async addStream(name: string, body: ReadableStream<Uint8Array>): Promise<void> {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value, false);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    },
    end(): void {
      zip.end();
    },
    /** Fails the stream: storage drops what it wrote. */
    abort(err: unknown): void {
      failed = err;
      zip.terminate();
      try {
        controller.error(err);
      } catch {
        // already closed or errored
      }
    },
  };
}
