import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedCacheControl } from "../../src/server/integrations/storage/create-storage";
import { StorageCheckError } from "../../src/server/integrations/storage/file-storage";
import {
  createS3Storage,
  s3ObjectUrl,
  StorageError,
  type S3StorageOptions,
} from "../../src/server/integrations/storage/s3-storage";
import { startFakeS3, type FakeS3 } from "../fakes/s3";

const KEY_ID = "AKIAPILLARPOSTTEST";
const SECRET = "s3cr3t-never-in-messages-0123456789";
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3({ credentials: { [KEY_ID]: SECRET }, buckets: ["pillarpost"], region: "eu-west-3" });
});
afterAll(() => s3?.stop());

const storage = (over: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    endpoint: s3.endpoint,
    bucket: "pillarpost",
    region: "eu-west-3",
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    cacheControl: "public, max-age=3600",
    retries: 0,
    ...over,
  });

/** The error a promise rejects with. */
async function rejection(p: Promise<unknown>): Promise<StorageError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  expect((err as Error).message).not.toContain(SECRET);
  return err as StorageError;
}

describe("S3 storage", () => {
  it("puts, gets and deletes an object with its content type and cache header", async () => {
    const files = storage();
    await files.put("avatars/u1/1700000000000.png", PNG, "image/png");
    expect(s3.object("pillarpost", "avatars/u1/1700000000000.png")).toMatchObject({
      contentType: "image/png",
      cacheControl: "public, max-age=3600",
    });
    expect(s3.object("pillarpost", "avatars/u1/1700000000000.png")?.data.equals(PNG)).toBe(true);
    // the body is signed (its SHA-256 in x-amz-content-sha256), not sent as UNSIGNED-PAYLOAD
    expect(s3.requests.at(-1)?.headers["x-amz-content-sha256"]).toMatch(/^[0-9a-f]{64}$/);
    expect(s3.requests.at(-1)?.headers.authorization).toContain(`Credential=${KEY_ID}/`);

    const got = await files.get("avatars/u1/1700000000000.png");
    expect(got?.contentType).toBe("image/png");
    expect(got?.data.equals(PNG)).toBe(true);

    await files.delete("avatars/u1/1700000000000.png");
    expect(s3.keys("pillarpost")).not.toContain("avatars/u1/1700000000000.png");
    expect(await files.get("avatars/u1/1700000000000.png")).toBeNull();
    await files.delete("avatars/u1/1700000000000.png"); // a missing object is not an error
  });

  it("refuses unsafe keys before sending anything", async () => {
    const before = s3.requests.length;
    await expect(storage().put("avatars/../secret.png", PNG, "image/png")).rejects.toThrow("unsafe storage key");
    await expect(storage().get("/etc/passwd")).rejects.toThrow("unsafe storage key");
    expect(s3.requests.length).toBe(before);
  });

  it("throws on wrong credentials, naming S3's code but never the secret", async () => {
    const wrong = await rejection(
      storage({ secretAccessKey: "wrong-secret" }).put("avatars/u1/2.png", PNG, "image/png"),
    );
    expect(wrong).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect(wrong.message).toBe("S3 PUT avatars/u1/2.png failed: 403 SignatureDoesNotMatch");
    const unknown = await rejection(storage({ accessKeyId: "AKIAUNKNOWN" }).get("avatars/u1/2.png"));
    expect(unknown.code).toBe("InvalidAccessKeyId");
    const del = await rejection(storage({ secretAccessKey: "wrong-secret" }).delete("avatars/u1/2.png"));
    expect(del.status).toBe(403);
    expect(s3.keys("pillarpost")).toEqual([]);
  });

  it("throws for a missing bucket instead of reporting a missing file", async () => {
    expect((await rejection(storage({ bucket: "nope" }).get("avatars/u1/3.png"))).code).toBe("NoSuchBucket");
    expect((await rejection(storage({ bucket: "nope" }).delete("avatars/u1/3.png"))).code).toBe("NoSuchBucket");
  });

  it("throws when S3 answers 5xx, after retrying", async () => {
    s3.outage = { status: 503, code: "SlowDown" };
    const before = s3.requests.length;
    try {
      const err = await rejection(storage({ retries: 1 }).get("avatars/u1/4.png"));
      expect(err).toMatchObject({ status: 503, code: "SlowDown" });
    } finally {
      s3.outage = null;
    }
    expect(s3.requests.length - before).toBe(2);
  });

  it("throws when S3 is down or does not answer", async () => {
    const closed = await new Promise<number>((resolve) => {
      const srv = http.createServer().listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const down = await rejection(
      storage({ endpoint: `http://127.0.0.1:${closed}` }).put("avatars/u1/5.png", PNG, "image/png"),
    );
    expect(down.message).toBe("S3 PUT avatars/u1/5.png failed: ECONNREFUSED");

    const silent = http.createServer(() => {}); // accepts, never answers
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    try {
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const hung = await rejection(storage({ endpoint, timeoutMs: 200 }).get("avatars/u1/5.png"));
      expect(hung.message).toBe("S3 GET avatars/u1/5.png failed: no answer within 200 ms");
    } finally {
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });

  it("serves at /uploads/{key} by default and recognises those URLs", () => {
    const files = storage();
    expect(files.publicUrl("avatars/u1/6.png")).toBe("/uploads/avatars/u1/6.png");
    expect(files.keyOf("/uploads/avatars/u1/6.png")).toBe("avatars/u1/6.png");
    expect(files.keyOf("https://media.licdn.com/p.jpg")).toBeNull();
    expect(files.keyOf("/uploads/avatars/../x.png")).toBeNull();
  });

  it("points at S3_PUBLIC_URL when set and recognises both URL forms", () => {
    const files = storage({ publicUrl: "https://cdn.example.com/pp/" });
    expect(files.publicUrl("avatars/u1/7.png")).toBe("https://cdn.example.com/pp/avatars/u1/7.png");
    expect(files.keyOf("https://cdn.example.com/pp/avatars/u1/7.png")).toBe("avatars/u1/7.png");
    expect(files.keyOf("/uploads/avatars/u1/6.png")).toBe("avatars/u1/6.png"); // uploaded before S3_PUBLIC_URL was set
    expect(files.keyOf("https://cdn.example.com/other/avatars/u1/7.png")).toBeNull();
    expect(files.keyOf("https://cdn.example.com/pp/avatars/u1/..%2F7.png")).toBeNull();
  });

  it("addresses objects path-style or virtual-hosted", () => {
    expect(s3ObjectUrl("http://127.0.0.1:9000", "pp", "avatars/u1/8.png", true)).toBe(
      "http://127.0.0.1:9000/pp/avatars/u1/8.png",
    );
    expect(s3ObjectUrl("https://s3.eu-west-3.amazonaws.com/", "pp", "avatars/u1/8.png", false)).toBe(
      "https://pp.s3.eu-west-3.amazonaws.com/avatars/u1/8.png",
    );
    expect(s3ObjectUrl("https://minio.example.com/s3/", "pp", "avatars/u1/8.png", true)).toBe(
      "https://minio.example.com/s3/pp/avatars/u1/8.png",
    );
  });
});

describe("S3 storage checked at start", () => {
  async function checkError(files: ReturnType<typeof storage>): Promise<string> {
    const err = await files.check!().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StorageCheckError);
    expect((err as Error).message).not.toContain(SECRET);
    return (err as Error).message;
  }

  it("passes on a bucket these keys may read", async () => {
    await expect(storage().check!()).resolves.toBeUndefined();
  });

  it("says which bucket is missing, which keys were refused, which endpoint cannot be reached", async () => {
    expect(await checkError(storage({ bucket: "no-such-bucket" }))).toContain(
      `the bucket "no-such-bucket" does not exist at ${s3.endpoint}`,
    );
    expect(await checkError(storage({ secretAccessKey: "wrong-secret-0123456789" }))).toContain(
      'refused S3_ACCESS_KEY_ID for the bucket "pillarpost" (403 SignatureDoesNotMatch)',
    );
    expect(await checkError(storage({ endpoint: "http://127.0.0.1:1", timeoutMs: 2000 }))).toContain(
      "S3_ENDPOINT http://127.0.0.1:1 cannot be reached",
    );
  });
});

describe("what the bucket and its public URL expose", () => {
  it("avatars are public and cached, every other file private and never kept by a shared cache", () => {
    expect(storedCacheControl("avatars/u1/1.png")).toBe("public, max-age=3600");
    expect(storedCacheControl("media/w1/m1.pdf")).toBe("private, no-store");
    expect(storedCacheControl("media/w1/m1-thumb.webp")).toBe("private, no-store");
  });

  it("only an avatar's URL points at S3_PUBLIC_URL; any other file is read through the app", () => {
    const files = storage({ publicUrl: "https://cdn.example.com/" });
    expect(files.publicUrl("avatars/u1/1.png")).toBe("https://cdn.example.com/avatars/u1/1.png");
    expect(files.publicUrl("media/w1/m1.pdf")).toBe("/uploads/media/w1/m1.pdf");
  });
});
