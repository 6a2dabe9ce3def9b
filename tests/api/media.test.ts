import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploadMedia } from "../../src/contracts/media/endpoints";
import { MEDIA_LIMITS } from "../../src/contracts/media/rules";
import { makeImage, makePdf } from "../support/media-fixtures";
import { expectResponse } from "../support/expect-response";
import { Client, makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-media-"));
const t = makeTestApp({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function upload(client: Client, data: Buffer | null, name = "photo.png", type = "image/png") {
  const form = new FormData();
  if (data) form.append("file", new Blob([new Uint8Array(data)], { type }), name);
  else form.append("other", "x");
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  // the answer is what the contract says (Client.request does this for JSON requests)
  await expectResponse(uploadMedia, res.clone());
  return { status: res.status, body: (await res.json()) as any };
}

async function uploaded(client: Client, data: Buffer, name: string, type = "application/octet-stream") {
  const res = await upload(client, data, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.media;
}

async function createPost(client: Client, json: Record<string, unknown> = {}) {
  const res = await client.json("/api/posts", { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const filesOnDisk = () =>
  fs.existsSync(path.join(dataDir, "uploads/media"))
    ? fs
        .readdirSync(path.join(dataDir, "uploads/media"), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile()).length
    : 0;

describe("media uploads", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/media")).status).toBe(401);
    expect((await upload(anon, await makeImage("png"))).status).toBe(401);
    expect((await anon.request("/api/media/00000000-0000-4000-8000-000000000000/file")).status).toBe(401);
  });

  it("stores each image type with its size and a thumbnail, read back by members only", async () => {
    const { client, userId } = await signedInUser(t);
    const me = (await client.json("/api/me")).body;
    // WebP is converted (media-limits.test.ts): the types LinkedIn takes are stored as uploaded
    for (const format of ["png", "jpeg", "gif"] as const) {
      // the declared type and name lie: the content decides
      const media = await uploaded(client, await makeImage(format, 64, 48), `picture.${format}.txt`, "text/plain");
      expect(media).toMatchObject({
        kind: "image",
        workspaceId: me.workspace.id,
        createdBy: userId,
        name: `picture.${format}.txt`,
        contentType: `image/${format}`,
        width: 64,
        height: 48,
        pageCount: null,
        url: `/api/media/${media.id}/file`,
        thumbnailUrl: `/api/media/${media.id}/thumbnail`,
        usedIn: [],
      });
      const file = await client.request(media.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(`image/${format}`);
      expect(file.headers.get("cache-control")).toBe("private, max-age=86400");
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.byteLength).toBe(media.sizeBytes);
      const thumb = await client.request(media.thumbnailUrl);
      expect(thumb.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe("webp");
    }
    const list = await client.json("/api/media");
    expect(list.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect((await client.json("/api/media?kind=pdf")).body.items).toEqual([]);
    expect((await client.json("/api/media?kind=video")).status).toBe(400);
  });

  it("stores a PDF with its page count and a first-page thumbnail", async () => {
    const { client } = await signedInUser(t);
    const media = await uploaded(client, await makePdf(3), "deck.pdf", "application/pdf");
    expect(media).toMatchObject({
      kind: "pdf",
      contentType: "application/pdf",
      pageCount: 3,
      width: 612,
      height: 792,
      name: "deck.pdf",
    });
    const thumb = Buffer.from(await (await client.request(media.thumbnailUrl)).arrayBuffer());
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(MEDIA_LIMITS.thumbnailSize);
    // the page was drawn: the thumbnail is not a blank sheet
    const stats = await sharp(thumb).stats();
    expect(stats.channels[0].min).toBeLessThan(128);
    const file = await client.request(media.url);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("refuses fake, wrong, empty and oversized files with a clear code, storing nothing", async () => {
    const { client } = await signedInUser(t);
    const before = filesOnDisk();
    const png = await makeImage("png");
    const cases: [Buffer | null, string, number, string][] = [
      [Buffer.from("just some text, not an image"), "photo.png", 415, "MEDIA_TYPE"],
      [Buffer.concat([png.subarray(0, 16), Buffer.from("garbage".repeat(50))]), "broken.png", 400, "MEDIA_UNREADABLE"],
      [png.subarray(0, png.byteLength - 20), "truncated.png", 400, "MEDIA_UNREADABLE"],
      [
        Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from("garbage ".repeat(200))]),
        "fake.pdf",
        400,
        "MEDIA_UNREADABLE",
      ],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg", 415, "MEDIA_TYPE"],
      [Buffer.from("II*\0" + "x".repeat(100)), "scan.tiff", 415, "MEDIA_TYPE"],
      [Buffer.alloc(0), "empty.png", 400, "MEDIA_MISSING"],
      [null, "", 400, "MEDIA_MISSING"],
      [
        Buffer.concat([png.subarray(0, 8), Buffer.alloc(MEDIA_LIMITS.imageMaxBytes)]),
        "huge.png",
        413,
        "MEDIA_IMAGE_TOO_LARGE",
      ],
    ];
    for (const [data, name, status, code] of cases) {
      const res = await upload(client, data, name);
      expect([res.status, res.body.error?.code], name).toEqual([status, code]);
    }
    const notForm = await client.json("/api/media", { json: { file: "x" } });
    expect(notForm.status).toBe(415);
    expect(filesOnDisk()).toBe(before);
    expect((await client.json("/api/media")).body.total).toBe(0);
  });

  it("refuses a PDF over 300 pages or over 100 MB", async () => {
    const { client } = await signedInUser(t);
    const tooMany = await upload(client, await makePdf(MEDIA_LIMITS.pdfMaxPages + 1), "long.pdf");
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, "MEDIA_PDF_TOO_MANY_PAGES"]);
    const atLimit = await uploaded(client, await makePdf(MEDIA_LIMITS.pdfMaxPages), "ok.pdf");
    expect(atLimit.pageCount).toBe(300);
    const pdf = await makePdf(1);
    const huge = Buffer.concat([pdf, Buffer.alloc(MEDIA_LIMITS.pdfMaxBytes + 1 - pdf.byteLength, 0x20)]);
    const tooBig = await upload(client, huge, "huge.pdf");
    expect([tooBig.status, tooBig.body.error.code]).toEqual([413, "MEDIA_PDF_TOO_LARGE"]);
    // a body over the upload limit is refused before it is read, when its type is not known yet
    const overLimit = await upload(client, Buffer.concat([huge, Buffer.alloc(128 * 1024, 0x20)]), "huger.pdf");
    expect([overLimit.status, overLimit.body.error.code]).toEqual([413, "MEDIA_TOO_LARGE"]);
    expect((await client.json("/api/media")).body.total).toBe(1);
    // four uploads of up to 100 MB each, read and checked: seconds on a busy 2-core machine
  }, 120_000);

  it("cleans file names: NUL and control characters go, the rest stays", async () => {
    const { client } = await signedInUser(t);
    const media = await uploaded(client, await makeImage("png"), "my\u0000 pho\u0007to\u202e.png");
    expect(media.name).toBe("my photo.png");
    const deep = await uploaded(client, await makeImage("png"), "C:\\Users\\me\\Été 2026.png");
    expect(deep.name).toBe("Été 2026.png");
    const blank = await uploaded(client, await makeImage("png"), "\u0000\u0001");
    expect(blank.name).toBe("file");
  });
});

describe("post media", () => {
  it("attaches 1-20 images in order or one PDF, through the post's versioned update", async () => {
    const { client } = await signedInUser(t);
    const images = [];
    for (let i = 0; i < 21; i++) images.push(await uploaded(client, await makeImage("png", 8 + i, 8), `${i}.png`));
    const pdf = await uploaded(client, await makePdf(1), "deck.pdf");
    const post = await createPost(client, { body: "with files", mediaIds: [images[1].id, images[0].id] });
    expect(post.media.map((m: { id: string }) => m.id)).toEqual([images[1].id, images[0].id]);
    const twenty = images.slice(0, 20).map((m) => m.id);
    const full = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 1, mediaIds: [...twenty].reverse() },
    });
    expect(full.status).toBe(200);
    expect(full.body.post.media.map((m: { id: string }) => m.id)).toEqual([...twenty].reverse());
    expect(full.body.post.version).toBe(2);

    const refusals: [unknown, string][] = [
      [images.map((m) => m.id), "VALIDATION_FAILED"],
      [[images[0].id, images[0].id], "VALIDATION_FAILED"],
      [[images[0].id, pdf.id], "MEDIA_MIXED"],
      [[pdf.id, pdf.id], "VALIDATION_FAILED"],
      [["not-an-id"], "MEDIA_NOT_FOUND"],
      [["00000000-0000-4000-8000-000000000000"], "MEDIA_NOT_FOUND"],
    ];
    for (const [mediaIds, code] of refusals) {
      const res = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 2, mediaIds } });
      expect([res.status, res.body.error.code], JSON.stringify(mediaIds)).toEqual([400, code]);
    }
    const tooMany = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 2, mediaIds: images.map((m) => m.id) },
    });
    expect(tooMany.body.error.details.issues[0]).toMatchObject({ path: "mediaIds", code: "MEDIA_TOO_MANY" });
    // nothing half-written: the text of a refused change is not saved either
    const mixed = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 2, body: "changed", mediaIds: [images[0].id, pdf.id] },
    });
    expect(mixed.status).toBe(400);
    const kept = (await client.json(`/api/posts/${post.id}`)).body.post;
    expect(kept).toMatchObject({ body: "with files", version: 2 });
    expect(kept.media).toHaveLength(20);

    const withPdf = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 2, mediaIds: [pdf.id] },
    });
    expect(withPdf.body.post.media).toEqual([expect.objectContaining({ id: pdf.id, kind: "pdf", pageCount: 1 })]);
    const cleared = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 3, mediaIds: [] } });
    expect(cleared.body.post.media).toEqual([]);
    // a stale version changes nothing
    const stale = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 1, mediaIds: [pdf.id] },
    });
    expect(stale.status).toBe(409);
    expect((await client.json(`/api/posts/${post.id}`)).body.post.media).toEqual([]);
    const createMixed = await client.json("/api/posts", { json: { mediaIds: [pdf.id, images[0].id] } });
    expect(createMixed.body.error.code).toBe("MEDIA_MIXED");
  });

  it("lists 'used in' and filters the Library's posts by 'has media'", async () => {
    const { client } = await signedInUser(t);
    const image = await uploaded(client, await makeImage("png"), "a.png");
    const withImage = await createPost(client, { body: "Hook line\nsecond line", mediaIds: [image.id] });
    const textOnly = await createPost(client, { body: "text only" });
    const used = (await client.json(`/api/media/${image.id}`)).body.media;
    expect(used.usedIn).toEqual([{ id: withImage.id, excerpt: "Hook line", status: "draft", deletedAt: null }]);
    const listed = (await client.json("/api/media")).body.items[0];
    expect(listed.usedIn.map((u: { id: string }) => u.id)).toEqual([withImage.id]);
    const ids = async (q: string) => (await client.json(`/api/posts?${q}`)).body.items.map((p: { id: string }) => p.id);
    expect(await ids("hasMedia=true")).toEqual([withImage.id]);
    expect(await ids("hasMedia=false")).toEqual([textOnly.id]);
    expect((await client.json("/api/posts?hasMedia=maybe")).status).toBe(400);
    const all = (await client.json("/api/posts")).body.items;
    expect(all.find((p: { id: string }) => p.id === withImage.id).media[0]).toMatchObject({ id: image.id });
  });

  it("a file in use is deleted only when confirmed, which removes it from its posts", async () => {
    const { client } = await signedInUser(t);
    const image = await uploaded(client, await makeImage("png"), "a.png");
    const other = await uploaded(client, await makeImage("png"), "b.png");
    const post = await createPost(client, { body: "x", mediaIds: [image.id, other.id] });
    const trashed = await createPost(client, { body: "in the trash", mediaIds: [other.id] });
    await client.json(`/api/posts/${trashed.id}`, { method: "DELETE" });
    const before = filesOnDisk();
    const refused = await client.json(`/api/media/${image.id}`, { method: "DELETE" });
    expect([refused.status, refused.body.error.code]).toEqual([409, "MEDIA_IN_USE"]);
    expect((await client.request(image.url)).status).toBe(200);
    // a post in the trash counts: restoring it would find its file gone
    expect((await client.json(`/api/media/${other.id}?force=false`, { method: "DELETE" })).status).toBe(409);
    const forced = await client.json(`/api/media/${image.id}?force=true`, { method: "DELETE" });
    expect(forced.status).toBe(200);
    expect(forced.body.media.usedIn.map((u: { id: string }) => u.id)).toEqual([post.id]);
    expect(filesOnDisk()).toBe(before - 2);
    expect((await client.request(image.url)).status).toBe(404);
    expect((await client.json(`/api/media/${image.id}`)).status).toBe(404);
    const after = (await client.json(`/api/posts/${post.id}`)).body.post;
    // the post moved to a new version: an editor holding the old list gets a conflict, not a resurrection
    expect(after).toMatchObject({ version: 2, media: [expect.objectContaining({ id: other.id })] });
    const unused = await uploaded(client, await makeImage("png"), "c.png");
    expect((await client.json(`/api/media/${unused.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await client.json(`/api/media/${unused.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await client.json("/api/media/not-a-uuid", { method: "DELETE" })).status).toBe(404);
  });

  it("purging a trashed post leaves its files in the Library, no longer used by it", async () => {
    const { client } = await signedInUser(t);
    const image = await uploaded(client, await makeImage("png"), "a.png");
    const post = await createPost(client, { body: "old", mediaIds: [image.id] });
    await client.json(`/api/posts/${post.id}`, { method: "DELETE" });
    const { sql } = await import("drizzle-orm");
    await t.database.db.execute(sql`UPDATE posts SET deleted_at = now() - interval '31 days' WHERE id = ${post.id}`);
    const { trashPurgeWorker } = await import("../../src/server/jobs/workers/trash-purge");
    const noQueue = { send: async () => null, schedule: async () => {} };
    await trashPurgeWorker
      .compose({ system: t.database.db })
      .run({}, { jobId: "purge", log: pino({ level: "silent" }), queue: noQueue, actor: null });
    expect((await client.json(`/api/posts/${post.id}`)).status).toBe(404);
    const media = (await client.json(`/api/media/${image.id}`)).body.media;
    expect(media.usedIn).toEqual([]);
    expect((await client.request(media.url)).status).toBe(200);
    expect((await client.json(`/api/media/${image.id}`, { method: "DELETE" })).status).toBe(200);
  });

  it("another workspace's files and posts are 404 or refused, and nothing changes", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const theirs = await uploaded(b.client, await makeImage("png"), "b.png");
    const theirPost = await createPost(b.client, { body: "b", mediaIds: [theirs.id] });
    expect((await a.client.json(`/api/media/${theirs.id}`)).status).toBe(404);
    expect((await a.client.request(theirs.url)).status).toBe(404);
    expect((await a.client.request(theirs.thumbnailUrl)).status).toBe(404);
    expect((await a.client.json(`/api/media/${theirs.id}?force=true`, { method: "DELETE" })).status).toBe(404);
    expect((await a.client.json("/api/media")).body.items).toEqual([]);
    const mine = await createPost(a.client, { body: "a" });
    const attach = await a.client.json(`/api/posts/${mine.id}`, {
      method: "PATCH",
      json: { version: 1, mediaIds: [theirs.id] },
    });
    expect([attach.status, attach.body.error.code]).toEqual([400, "MEDIA_NOT_FOUND"]);
    expect((await a.client.json("/api/posts", { json: { mediaIds: [theirs.id] } })).body.error.code).toBe(
      "MEDIA_NOT_FOUND",
    );
    const myImage = await uploaded(a.client, await makeImage("png"), "a.png");
    const onTheirs = await a.client.json(`/api/posts/${theirPost.id}`, {
      method: "PATCH",
      json: { version: 1, mediaIds: [myImage.id] },
    });
    expect(onTheirs.status).toBe(404);
    const still = (await b.client.json(`/api/posts/${theirPost.id}`)).body.post;
    expect(still).toMatchObject({ version: 1, media: [expect.objectContaining({ id: theirs.id })] });
    expect((await b.client.request(theirs.url)).status).toBe(200);
  });

  it("row-level security hides other workspaces' files and attachments even without the owner filter", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await uploaded(a.client, await makeImage("png"), "a.png");
    const theirs = await uploaded(b.client, await makeImage("png"), "b.png");
    const theirPost = await createPost(b.client, { mediaIds: [theirs.id] });
    const { withUser } = await import("../../src/server/db/client");
    const { sql } = await import("drizzle-orm");
    const seen = await withUser(t.database, a.userId, (db) =>
      db.execute<{ name: string }>(sql`SELECT name FROM media`),
    );
    expect(seen.rows.map((r) => r.name)).toEqual(["a.png"]);
    const links = await withUser(t.database, a.userId, (db) =>
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_media`),
    );
    expect(links.rows[0].n).toBe(0);
    const bWorkspace = (await b.client.json("/api/me")).body.workspace.id;
    const forged = await withUser(
      t.database,
      a.userId,
      (db) => db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM media`),
      { workspaceId: bWorkspace },
    );
    expect(forged.rows[0].n).toBe(0);
    // writing into another workspace is refused by the policy itself
    await expect(
      withUser(t.database, a.userId, (db) =>
        db.execute(
          sql`INSERT INTO post_media (workspace_id, post_id, media_id, position) VALUES (${bWorkspace}, ${theirPost.id}, ${theirs.id}, 5)`,
        ),
      ),
    ).rejects.toThrow();
  });
});
