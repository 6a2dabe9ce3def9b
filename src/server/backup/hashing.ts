import { createHash } from "node:crypto";
import { Transform } from "node:stream";

/** A pass-through that hashes (SHA-256), counts bytes and counts lines (rows of COPY's text format). */
export function digestStream() {
  const hash = createHash("sha256");
  const digest = { bytes: 0, lines: 0, sha256: "" };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      digest.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) digest.lines++;
      done(null, chunk);
    },
    flush(done) {
      digest.sha256 = hash.digest("hex");
      done();
    },
  });
  return { stream, digest };
}
