import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../fakes/s3";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

const KEY_ID = "AKIAPILLARPOSTAPI";
const SECRET = "api-test-s3-secret-0123456789abcdef";
const BUCKET = "pillarpost-avatars";
const PUBLIC_URL = "http://127.0.0.1:1/cdn/";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pillarpost-s3-"));
let s3: FakeS3;
let env: Record<string, string>;

beforeAll(async () => {
  s3 = await startFakeS3({ credentials: { [KEY_ID]: SECRET }, buckets: [BUCKET], region: "eu-west-3" });
  env = {
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: "eu-west-3",
    S3_ACCESS_KEY_ID: KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
  };
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(t: TestApp, client: Client, data: Buffer, type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), "photo");
  const res = await t.app.request("/api/profile/avatar", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const keyOf = (url: string) => url.replace(/^.*?(avatars\/)/, "$1");
const tick = () => new Promise((r) => setTimeout(r, 5));

describe("avatar upload with S3 storage", () => {
  it("stores the image in the bucket, serves it at /uploads cached for an hour, and deletes the old one", async () => {
    const t = makeTestApp(env);
    const { client, userId } = await signedInUser(t);
    const first = await upload(t, client, PNG);
    expect(first.status).toBe(200);
    const url1: string = first.body.profile.avatarUrl;
    expect(url1).toMatch(new RegExp(`^/uploads/avatars/${userId}/\\d+\\.png$`));
    const stored = s3.object(BUCKET, keyOf(url1));
    expect(stored).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=3600" });
    expect(stored?.data.equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false); // nothing on local disk

    const served = await t.app.request(url1);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    await tick();
    const second = await upload(t, client, JPEG);
    expect(second.status).toBe(200);
    const url2: string = second.body.profile.avatarUrl;
    expect(url2).toMatch(/\.jpg$/);
    expect(s3.object(BUCKET, keyOf(url1))).toBeUndefined();
    expect(s3.object(BUCKET, keyOf(url2))?.contentType).toBe("image/jpeg");
    expect(s3.keys(BUCKET).filter((k) => k.startsWith(`avatars/${userId}/`))).toEqual([keyOf(url2)]);
    expect((await t.app.request(url1)).status).toBe(404);
    expect((await t.app.request(url2)).status).toBe(200);
    expect((await t.app.request(`/uploads/avatars/${userId}/..%2F..%2Fx.png`)).status).toBe(404);
  });

  it("points avatar URLs at S3_PUBLIC_URL and still replaces avatars stored under either URL form", async () => {
    const before = makeTestApp(env);
    const { client: earlier, userId, email, password } = await signedInUser(before);
    const old = await upload(before, earlier, PNG);
    expect(old.body.profile.avatarUrl).toMatch(/^\/uploads\//);

    // the same user on an app started with S3_PUBLIC_URL (each test app has its own auth secret: sign in again)
    const t = makeTestApp({ ...env, S3_PUBLIC_URL: PUBLIC_URL });
    const client = new Client(t.app);
    expect((await client.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    await tick();
    const first = await upload(t, client, PNG);
    const url1: string = first.body.profile.avatarUrl;
    expect(url1).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:1/cdn/avatars/${userId}/\\d+\\.png$`));
    expect(s3.object(BUCKET, keyOf(old.body.profile.avatarUrl))).toBeUndefined(); // the /uploads one is gone

    await tick();
    const second = await upload(t, client, JPEG);
    expect(second.body.profile.avatarUrl.startsWith("http://127.0.0.1:1/cdn/avatars/")).toBe(true);
    expect(s3.keys(BUCKET).filter((k) => k.startsWith(`avatars/${userId}/`))).toEqual([
      keyOf(second.body.profile.avatarUrl),
    ]);
    // the page may load images from that origin
    const csp = (await t.app.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:1[ ;]/);
  });

  it("answers a clean 500 when S3 refuses the upload, keeps the profile, and logs no secret", async () => {
    const t = makeTestApp({ ...env, S3_SECRET_ACCESS_KEY: "a-wrong-secret-for-this-test" });
    const { client } = await signedInUser(t);
    const res = await upload(t, client, PNG);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: "INTERNAL", message: "Internal Server Error" } });
    expect((await client.json("/api/profile")).body.profile.avatarUrl).toBeNull();
    const logs = t.logs.join("");
    expect(logs).toContain("403 SignatureDoesNotMatch");
    expect(logs).not.toContain("a-wrong-secret-for-this-test");
    expect(logs).not.toContain(SECRET);
  });

  it("answers 500, not 404, for an avatar while S3 is down; a failed clean-up does not fail the upload", async () => {
    const t = makeTestApp(env);
    const { client } = await signedInUser(t);
    const url1: string = (await upload(t, client, PNG)).body.profile.avatarUrl;

    s3.outage = { status: 503, code: "ServiceUnavailable" };
    try {
      const res = await t.app.request(url1);
      expect(res.status).toBe(500);
      expect(((await res.json()) as any).error.code).toBe("INTERNAL");
    } finally {
      s3.outage = null;
    }

    // S3 takes the new object but refuses to delete the old one: the user still gets the new avatar
    await tick();
    s3.outage = { status: 500, code: "InternalError", methods: ["DELETE"] };
    let second: Awaited<ReturnType<typeof upload>>;
    try {
      second = await upload(t, client, JPEG);
    } finally {
      s3.outage = null;
    }
    expect(second.status).toBe(200);
    expect(second.body.profile.avatarUrl).toMatch(/\.jpg$/);
    expect(s3.object(BUCKET, keyOf(url1))).toBeDefined(); // left behind, and said so in the log
    expect(t.logs.join("")).toContain("could not delete a stored file");
  });
});
