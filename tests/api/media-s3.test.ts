import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../fakes/s3";
import { makeImage, makePdf } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

const KEY_ID = "AKIAPILLARPOSTMEDIA";
const SECRET = "media-test-s3-secret-0123456789abcdef";
const BUCKET = "pillarpost-media";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pillarpost-media-s3-"));
let s3: FakeS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3({ credentials: { [KEY_ID]: SECRET }, buckets: [BUCKET], region: "eu-west-3" });
  t = makeTestApp({
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: "eu-west-3",
    S3_ACCESS_KEY_ID: KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
  });
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(client: Client, data: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)]), name);
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("media with S3 storage", () => {
  it("stores the file and its thumbnail under media/{workspace}/, serves them to members, deletes both", async () => {
    const { client } = await signedInUser(t);
    const workspaceId = (await client.json("/api/me")).body.workspace.id;
    for (const [data, name, ext] of [
      [await makeImage("jpeg"), "photo.jpg", "jpg"],
      [await makePdf(2), "deck.pdf", "pdf"],
    ] as const) {
      const res = await upload(client, data, name);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { id } = res.body.media;
      const file = s3.object(BUCKET, `media/${workspaceId}/${id}.${ext}`);
      const thumb = s3.object(BUCKET, `media/${workspaceId}/${id}-thumb.webp`);
      expect(file?.data.equals(data)).toBe(true);
      expect(file?.contentType).toBe(res.body.media.contentType);
      expect(thumb?.contentType).toBe("image/webp");
      // private in the bucket too: a CDN or shared cache in front of it never keeps a member's file
      expect(file?.cacheControl).toBe("private, no-store");
      expect(thumb?.cacheControl).toBe("private, no-store");
      const served = await client.request(res.body.media.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
      expect((await new Client(t.app).request(res.body.media.url)).status).toBe(401);
      expect((await client.json(`/api/media/${id}`, { method: "DELETE" })).status).toBe(200);
      expect(s3.object(BUCKET, `media/${workspaceId}/${id}.${ext}`)).toBeUndefined();
      expect(s3.object(BUCKET, `media/${workspaceId}/${id}-thumb.webp`)).toBeUndefined();
    }
  });
});
