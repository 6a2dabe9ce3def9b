import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError } from "../../src/server/backup/database-target";
import { readArchive } from "../../src/server/backup/read-archive";

// Hostile restore archives whose tar headers declare sizes they do not hold (issue 33, "Hostile input"): refused as
// damaged before anything is read into memory or written. The restore's other refusals (checksums, truncation, path
// traversal) run end to end in tests/integration/backup-restore.test.ts.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-archive-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** One ustar header block for a regular file `name` declaring `size` bytes (octal, as tar writes it). */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, "utf8");
  block.write("0000644\0", 100);
  block.write("0000000\0", 108);
  block.write("0000000\0", 116);
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  block.write("00000000000\0", 136);
  block.write("        ", 148); // the checksum counts itself as spaces
  block.write("0", 156);
  block.write("ustar\0", 257);
  block.write("00", 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** A gzipped tar holding `name` with a header declaring `declared` bytes and only `body` after it. */
function archive(name: string, declared: number, body: Buffer): string {
  const file = path.join(dir, `${name.replace(/\W/g, "_")}-${declared}.tar.gz`);
  const padded = Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
  fs.writeFileSync(file, gzipSync(Buffer.concat([header(name, declared), padded])));
  return file;
}

/** Reads the archive the way the restore does, draining each entry; what it was given and how it ended. */
async function read(file: string) {
  const seen: { kind: string; bytes: number }[] = [];
  const outcome = await readArchive(file, async (entry) => {
    let bytes = 0;
    for await (const chunk of entry.body) bytes += (chunk as Buffer).length;
    seen.push({ kind: entry.kind, bytes });
  }).then(
    () => null,
    (err: unknown) => err,
  );
  return { seen, outcome };
}

describe("restore archives declaring sizes they do not hold", () => {
  it("refuses a manifest declaring more than a manifest can be, before reading it", async () => {
    const { seen, outcome } = await read(archive("manifest.json", 4 * 1024 ** 3, Buffer.from("{}")));
    expect(outcome).toBeInstanceOf(BackupError);
    expect((outcome as Error).message).toMatch(/damaged.*the manifest declares 4294967296 bytes/);
    expect(seen).toEqual([]);
  });

  it("refuses a table or a file declaring gigabytes with a few bytes behind it", async () => {
    for (const name of ["tables/posts", "files/media/w1/huge.bin"]) {
      const { outcome } = await read(archive(name, 5 * 1024 ** 3, Buffer.from("only a few bytes")));
      expect(outcome, name).toBeInstanceOf(BackupError);
      expect((outcome as Error).message, name).toMatch(/damaged/);
    }
  });
});
