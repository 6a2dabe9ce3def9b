import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_EXPORT_RULES } from "../../src/contracts/account-data/rules";
import { CONTENT_TABLES } from "../../src/server/db/table-kinds";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { cleanUpExports } from "../../src/server/modules/account-data/cleanup";
import { EXPORTED_TABLES } from "../../src/server/modules/account-data/export-data";
import { exportKey, runAccountExport } from "../../src/server/modules/account-data/export-run";
import { makeImage } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

// "Export my data": asked for through the API, built as the `account-data.export` job builds it (its worker calls
// runAccountExport), downloaded by its owner only.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "account-export-"));
const storage = createLocalDiskStorage(dir);
// one secret: a second app (a clock days ahead) accepts the first one's session cookies
const secret = randomBytes(32).toString("hex");
const t = makeTestApp({}, { integrations: { storage }, secret });
const log = pino({ level: "silent" });
const DAY = 24 * 3600 * 1000;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = (userId: string, exportId: string) =>
  runAccountExport({ storage, mailer: t.mailer, appUrl: ORIGIN, database: t.database, log }, userId, exportId);

async function upload(client: Client, bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { media: { id: string } }).media.id;
}

async function requestExport(client: Client): Promise<string> {
  const res = await client.json("/api/account/exports", { method: "POST" });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.export.status).toBe("queued");
  return res.body.export.id as string;
}

async function download(client: Client, id: string): Promise<Record<string, Uint8Array>> {
  const res = await client.request(`/api/account/exports/${id}/download`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

const jsonOf = (entries: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(entries[name]!));

describe("export my data", { timeout: 60_000 }, () => {
  it("zips every exported table of the user and their files, byte for byte, and mails the link", async () => {
    const { client, userId, email } = await signedInUser(t);
    const post = await client.json("/api/posts", { json: { body: "Lessons from launch week" } });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const note = await client.json("/api/notes", { json: { body: "An idea for Tuesday" } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const image = await makeImage("png", 80, 60, "#aa3300");
    const mediaId = await upload(client, image, "team.png", "image/png");

    const id = await requestExport(client);
    // one at a time
    const again = await client.json("/api/account/exports", { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ACCOUNT_EXPORT_RUNNING");
    // not downloadable before it is built
    const early = await client.json(`/api/account/exports/${id}/download`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("ACCOUNT_EXPORT_NOT_READY");

    expect(await build(userId, id)).toMatchObject({ status: "done" });
    expect(await build(userId, id)).toEqual({ status: "skipped" });
    const latest = await client.json("/api/account/exports/latest");
    expect(latest.body.export).toMatchObject({ id, status: "done", expired: false });
    expect(latest.body.export.doneItems).toBe(latest.body.export.totalItems);
    const expiresIn = Date.parse(latest.body.export.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(ACCOUNT_EXPORT_RULES.keepDays * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(ACCOUNT_EXPORT_RULES.keepDays * DAY);

    const entries = await download(client, id);
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      [...EXPORTED_TABLES.map((table) => `data/${table}.json`), `files/${mediaId}.png`, "manifest.json"].sort(),
    );
    // secret tables never leave
    for (const [table, kind] of Object.entries(CONTENT_TABLES))
      if ("secret" in kind) expect(names).not.toContain(`data/${table}.json`);
    expect(EXPORTED_TABLES).toContain("posts");
    expect(jsonOf(entries, "data/users.json")).toEqual([expect.objectContaining({ id: userId, email })]);
    expect(JSON.stringify(jsonOf(entries, "data/users.json"))).not.toMatch(/password/i);
    expect(jsonOf(entries, "data/posts.json")).toEqual([
      expect.objectContaining({ id: post.body.post.id, body: "Lessons from launch week" }),
    ]);
    expect(jsonOf(entries, "data/notes.json")).toEqual([expect.objectContaining({ id: note.body.note.id })]);
    expect(jsonOf(entries, "data/media.json")).toEqual([expect.objectContaining({ id: mediaId, name: "team.png" })]);
    expect(Buffer.from(entries[`files/${mediaId}.png`]!).equals(image)).toBe(true);
    const manifest = jsonOf(entries, "manifest.json");
    expect(manifest).toMatchObject({ format: "pillarpost-account-export", version: 1, userId });
    expect(manifest.tables).toMatchObject({ posts: 1, notes: 1, media: 1, users: 1 });
    expect(manifest.files).toEqual([{ path: `files/${mediaId}.png`, mediaId, size: image.length }]);

    const mail = await t.mailer.waitFor(email, (m) => m.subject.includes("data is ready"));
    expect(mail.text).toContain(`${ORIGIN}/api/account/exports/${id}/download`);
  });

  it("belongs to its owner only: another user's export id is 404, their latest is theirs", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.json("/api/posts", { json: { body: "A's secret draft" } });
    const id = await requestExport(a.client);
    await build(a.userId, id);

    const stolen = await b.client.json(`/api/account/exports/${id}/download`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe("NOT_FOUND");
    expect((await b.client.json("/api/account/exports/latest")).body.export).toBeNull();
    // B's own export carries nothing of A's
    const bId = await requestExport(b.client);
    // the job cannot build B's export as A (row-level security: A sees no such export)
    expect(await build(a.userId, bId)).toEqual({ status: "skipped" });
    await build(b.userId, bId);
    const entries = await download(b.client, bId);
    expect(jsonOf(entries, "data/posts.json")).toEqual([]);
    expect(jsonOf(entries, "data/users.json")).toEqual([expect.objectContaining({ id: b.userId })]);
    expect(JSON.stringify(Object.values(entries).map((e) => strFromU8(e)))).not.toContain("A's secret draft");

    // signed out, a malformed id, NUL bytes: refused without a 500
    expect((await new Client(t.app).json(`/api/account/exports/${id}/download`)).status).toBe(401);
    expect((await new Client(t.app).json("/api/account/exports", { method: "POST" })).status).toBe(401);
    for (const bad of ["nope", "%00", "..%2F..%2Fetc", "x".repeat(101)])
      expect((await a.client.json(`/api/account/exports/${bad}/download`)).status).toBeGreaterThanOrEqual(400);
    expect((await a.client.json(`/api/account/exports/nope/download`)).status).toBe(404);
  });

  it("gives another user the same 404 whatever state the export is in, with an id nobody can guess, never as a static file", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const id = await requestExport(a.client);
    // a random (version 4) UUID: nothing to count up from another export's id
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const asB = async (exportId: string, app: TestApp = t) => {
      const res = await app.app.request(`/api/account/exports/${exportId}/download`, {
        headers: { origin: ORIGIN, cookie: b.client.cookieHeader() },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const nobodys = await asB(randomUUID());
    expect(nobodys.status).toBe(404);

    // not built yet: its owner hears 409, anyone else exactly what an id that does not exist gets
    expect((await a.client.json(`/api/account/exports/${id}/download`)).status).toBe(409);
    expect(await asB(id)).toEqual(nobodys);

    // built: the owner downloads it, the other user still gets the 404
    await build(a.userId, id);
    await download(a.client, id);
    expect(await asB(id)).toEqual(nobodys);

    // expired: its owner hears 410, the other user the same 404 (no answer tells that it exists)
    const later = makeTestApp({}, { integrations: { storage }, secret, clock: () => new Date(Date.now() + 8 * DAY) });
    const ownerLater = await later.app.request(`/api/account/exports/${id}/download`, {
      headers: { origin: ORIGIN, cookie: a.client.cookieHeader() },
    });
    expect(ownerLater.status).toBe(410);
    expect(await asB(id, later)).toEqual(nobodys);

    // the zip's storage key is no address: not under /uploads, for its owner or anyone
    for (const client of [a.client, b.client, new Client(t.app)])
      expect((await client.request(`/uploads/${exportKey(a.userId, id)}`)).status).toBe(404);
  });

  it("tells the bell once, its owner only, with Settings > Account's address and no secret", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const id = await requestExport(a.client);
    await build(a.userId, id);
    const bell = async (client: Client) => (await client.json("/api/notifications")).body;
    const first = await bell(a.client);
    const ready = first.items.filter((n: { kind: string }) => n.kind === "account_export_ready");
    expect(ready).toEqual([
      expect.objectContaining({ postId: null, readAt: null, data: { expiresAt: expect.any(String) } }),
    ]);
    const { rows } = await t.database.pool.query("SELECT expires_at FROM account_exports WHERE id = $1", [id]);
    expect(Date.parse(ready[0].data.expiresAt)).toBe(rows[0].expires_at.getTime());
    expect(JSON.stringify(ready)).not.toContain(id);

    // the job runs again (a retry, a second delivery): still one, even when the export is built a second time
    expect(await build(a.userId, id)).toEqual({ status: "skipped" });
    await t.database.pool.query("UPDATE account_exports SET status = 'running' WHERE id = $1", [id]);
    expect((await build(a.userId, id)).status).toBe("done");
    const again = (await bell(a.client)).items.filter((n: { kind: string }) => n.kind === "account_export_ready");
    expect(again).toHaveLength(1);
    // B's bell has nothing of A's export
    expect((await bell(b.client)).items).toEqual([]);
    // its mail is the export's own: notifications.mail never sends a second one
    const { rows: states } = await t.database.pool.query(
      "SELECT mail_state FROM notifications WHERE created_by = $1 AND kind = 'account_export_ready'",
      [a.userId],
    );
    expect(states).toEqual([{ mail_state: "skipped" }]);
  });

  it("expires: 410 after the keep period, then the clean-up removes the zip and the row; a new one replaces the old", async () => {
    const { client, userId } = await signedInUser(t);
    const first = await requestExport(client);
    await build(userId, first);
    const second = await requestExport(client);
    await build(userId, second);
    // the older zip is gone with its row
    expect(await storage.stat(exportKey(userId, first))).toBeNull();
    expect((await client.json(`/api/account/exports/${first}/download`)).status).toBe(404);

    // the same session cookie in an app whose clock is 8 days ahead
    const later = makeTestApp({}, { integrations: { storage }, secret, clock: () => new Date(Date.now() + 8 * DAY) });
    const res = await later.app.request(`/api/account/exports/${second}/download`, {
      headers: { origin: ORIGIN, cookie: client.cookieHeader() },
    });
    if (res.status === 401) throw new Error("the later app did not accept the session");
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_EXPORT_EXPIRED");

    expect(await storage.stat(exportKey(userId, second))).not.toBeNull();
    const cleaned = await cleanUpExports(t.database.db, storage, new Date(Date.now() + 8 * DAY));
    expect(cleaned.removed).toBeGreaterThanOrEqual(1);
    expect(await storage.stat(exportKey(userId, second))).toBeNull();
    expect((await client.json("/api/account/exports/latest")).body.export).toBeNull();
  });

  it("is rate limited per user, with a translated 429", async () => {
    const { client, userId } = await signedInUser(t);
    for (let i = 0; i < ACCOUNT_EXPORT_RULES.maxPerWindow; i++) await build(userId, await requestExport(client));
    const refused = await client.json("/api/account/exports", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("ACCOUNT_EXPORT_RATE_LIMITED");
    // another user is not affected
    const other = await signedInUser(t);
    await requestExport(other.client);
  });
});
