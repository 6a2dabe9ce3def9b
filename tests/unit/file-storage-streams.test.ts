import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "../../src/server/integrations/storage/file-storage";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { createS3Storage, S3_PART_SIZE, StorageError } from "../../src/server/integrations/storage/s3-storage";
import { startFakeS3, type FakeS3 } from "../fakes/s3";

const KEY_ID = "AKIASTREAMSTEST";
const SECRET = "streams-secret-0123456789";
const MiB = 1024 * 1024;
let s3: FakeS3;
let root: string;

beforeAll(async () => {
  s3 = await startFakeS3({
    credentials: { [KEY_ID]: SECRET },
    buckets: ["files"],
    region: "eu-west-3",
    listPageSize: 2,
  });
  root = await fs.mkdtemp(path.join(os.tmpdir(), "pp-storage-"));
});
afterAll(async () => {
  await s3?.stop();
  await fs.rm(root, { recursive: true, force: true });
});

const s3Storage = () =>
  createS3Storage({
    endpoint: s3.endpoint,
    bucket: "files",
    region: "eu-west-3",
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    cacheControl: "private",
    retries: 0,
  });

/**
 * `size` bytes made on demand, 1 MiB a pull (the same block each time: nothing here keeps the file), with
 * `beforeLast` run when the last block is asked for.
 */
function generated(size: number, beforeLast: () => Promise<void> = async () => {}) {
  const block = new Uint8Array(MiB).map((_, i) => (i * 31) % 251);
  let sent = 0;
  const hash = createHash("sha256");
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = block.subarray(0, Math.min(MiB, size - sent));
        if (sent + chunk.byteLength >= size) await beforeLast();
        hash.update(chunk);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, digest: () => hash.digest("hex") };
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });

async function digestOf(body: ReadableStream<Uint8Array>) {
  const hash = createHash("sha256");
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) hash.update(read.value);
  return hash.digest("hex");
}

const backends: [string, () => FileStorage, () => Promise<number>][] = [
  [
    "local disk",
    () => createLocalDiskStorage(root),
    // bytes already written to a temporary file (the file being streamed in)
    async () => {
      const dir = path.join(root, "exports", "w1");
      const tmp = (await fs.readdir(dir).catch(() => [])).filter((n) => n.endsWith(".tmp"));
      const sizes = await Promise.all(tmp.map(async (n) => (await fs.stat(path.join(dir, n))).size));
      return sizes.reduce((a, b) => a + b, 0);
    },
  ],
  [
    "S3",
    s3Storage,
    // bytes of the parts already uploaded
    async () =>
      s3.requests
        .filter((r) => r.method === "PUT" && r.status === 200)
        .reduce((n, r) => n + Number(r.headers["content-length"] ?? 0), 0),
  ],
];

describe.each(backends)("%s storage: streams, stat and list", (_name, make, storedSoFar) => {
  it("writes a stream and reads it back as a stream, with its type, size and time", async () => {
    const files = make();
    const bytes = new TextEncoder().encode("%PDF-1.7 a small document");
    expect(await files.putStream("exports/w0/doc.pdf", streamOf(bytes), "application/pdf")).toEqual({
      size: bytes.byteLength,
    });
    const stat = await files.stat("exports/w0/doc.pdf");
    expect(stat).toMatchObject({ size: bytes.byteLength, contentType: "application/pdf" });
    expect(Math.abs(stat!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const read = await files.getStream("exports/w0/doc.pdf");
    expect(read).toMatchObject({ size: bytes.byteLength, contentType: "application/pdf" });
    expect(read!.body).toBeInstanceOf(ReadableStream);
    expect(new Uint8Array(await new Response(read!.body).arrayBuffer())).toEqual(bytes);
  });

  it("answers null for a file that is not there", async () => {
    const files = make();
    expect(await files.stat("exports/none/x.pdf")).toBeNull();
    expect(await files.getStream("exports/none/x.pdf")).toBeNull();
  });

  it("stores a large file while it is still being read, and hands it back as a stream", async () => {
    const files = make();
    const size = 2 * S3_PART_SIZE + 3 * MiB;
    let storedBeforeTheEnd = 0;
    const source = generated(size, async () => {
      storedBeforeTheEnd = await storedSoFar();
    });
    expect(await files.putStream("exports/w1/backup.tar", source.body, "application/x-tar")).toEqual({ size });
    // the first bytes were written before the last were made: the file was never held whole
    expect(storedBeforeTheEnd).toBeGreaterThanOrEqual(S3_PART_SIZE);
    expect((await files.stat("exports/w1/backup.tar"))?.size).toBe(size);

    const read = await files.getStream("exports/w1/backup.tar");
    expect(read?.size).toBe(size);
    const reader = read!.body.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeLessThan(size);
    await reader.cancel();
    expect(await digestOf((await files.getStream("exports/w1/backup.tar"))!.body)).toBe(source.digest());
  }, 60_000);

  it("lists the files under a folder by key, with their sizes", async () => {
    const files = make();
    for (const name of ["b.png", "a.png", "c/d.png", "e.png"])
      await files.put(`listing/w2/${name}`, new Uint8Array(name.length), "image/png");
    await files.put("listing/w3/other.png", new Uint8Array(1), "image/png");
    expect(await files.list("listing/w2/")).toEqual([
      { key: "listing/w2/a.png", size: 5 },
      { key: "listing/w2/b.png", size: 5 },
      { key: "listing/w2/c/d.png", size: 7 },
      { key: "listing/w2/e.png", size: 5 },
    ]);
    expect(await files.list("listing/none/")).toEqual([]);
    await expect(files.list("listing/../")).rejects.toThrow(/unsafe storage prefix/);
    await expect(files.list("listing/w2")).rejects.toThrow(/unsafe storage prefix/);
  });
});

describe("S3 streamed upload", () => {
  it("sends a large file in parts no larger than the part size, then completes it", async () => {
    const before = s3.requests.length;
    await s3Storage().putStream("parts/w4/big.pdf", generated(S3_PART_SIZE + MiB).body, "application/pdf");
    const sent = s3.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.status}`)).toEqual(["POST 200", "PUT 200", "PUT 200", "POST 200"]);
    for (const r of sent) expect(Number(r.headers["content-length"] ?? 0)).toBeLessThanOrEqual(S3_PART_SIZE);
    expect(s3.object("files", "parts/w4/big.pdf")).toMatchObject({ contentType: "application/pdf" });
    expect(s3.object("files", "parts/w4/big.pdf")?.data.byteLength).toBe(S3_PART_SIZE + MiB);
  }, 60_000);

  it("sends a file smaller than one part as one plain PUT", async () => {
    const before = s3.requests.length;
    await s3Storage().putStream("parts/w4/small.png", streamOf(new Uint8Array(10)), "image/png");
    expect(s3.requests.slice(before).map((r) => r.method)).toEqual(["PUT"]);
  });

  it("aborts the upload when a part fails, leaving no parts behind and no object", async () => {
    s3.outage = { status: 503, code: "SlowDown", methods: ["PUT"] };
    try {
      const err = await s3Storage()
        .putStream("parts/w4/failed.pdf", generated(S3_PART_SIZE + MiB).body, "application/pdf")
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageError);
    } finally {
      s3.outage = null;
    }
    expect(s3.pendingUploads()).toBe(0);
    expect(s3.object("files", "parts/w4/failed.pdf")).toBeUndefined();
  }, 60_000);
});

describe("local disk listing", () => {
  it("leaves out files still being written", async () => {
    const files = createLocalDiskStorage(root);
    await files.put("tmp-test/w5/kept.png", new Uint8Array(3), "image/png");
    await fs.writeFile(path.join(root, "tmp-test", "w5", "kept.png.0123456789ab.tmp"), "partial");
    expect((await files.list("tmp-test/")).map((f) => f.key)).toEqual(["tmp-test/w5/kept.png"]);
  });
});
