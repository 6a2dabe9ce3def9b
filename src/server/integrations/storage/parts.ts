/**
 * A stream cut into parts of `size` bytes (the last one may be shorter, an empty stream gives one empty part),
 * read only as fast as the parts are taken: at most one part and one chunk are held at a time.
 */
export async function* inParts(body: ReadableStream<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let part = new Uint8Array(size);
  let filled = 0;
  let given = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let at = 0; at < value.byteLength;) {
        const n = Math.min(size - filled, value.byteLength - at);
        part.set(value.subarray(at, at + n), filled);
        filled += n;
        at += n;
        if (filled === size) {
          yield part;
          given = true;
          part = new Uint8Array(size);
          filled = 0;
        }
      }
    }
    if (filled > 0 || !given) yield part.subarray(0, filled);
  } finally {
    // the consumer stopped early (a failed part): the rest of the body is not read
    await reader.cancel().catch(() => {});
  }
}
