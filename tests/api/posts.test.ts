import { describe, expect, it } from "vitest";
import { POST_MESSAGES, POST_STORAGE_LIMITS } from "../../src/contracts/posts/schemas";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

async function createPost(client: Client, json: Record<string, unknown> = {}) {
  const res = await client.json("/api/posts", { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function myPillar(client: Client) {
  const res = await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Lessons" }] } });
  return res.body.strategy.pillars[0].id as string;
}

describe("posts", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/posts")).status).toBe(401);
    expect((await anon.json("/api/posts", { json: {} })).status).toBe(401);
    expect((await anon.json("/api/posts/x", { method: "PATCH", json: { version: 1 } })).status).toBe(401);
    expect((await anon.json("/api/posts/x", { method: "DELETE" })).status).toBe(401);
  });

  it("creates a draft in the user's workspace, exactly as written, and reads it back", async () => {
    const { client, userId } = await signedInUser(t);
    const me = (await client.json("/api/me")).body;
    const body = "  𝗕𝗼𝗹𝗱 hook ✅\n\n• one\n• two  \n#growth ";
    const post = await createPost(client, { body, firstComment: "Link in comments" });
    expect(post).toMatchObject({
      workspaceId: me.workspace.id,
      createdBy: userId,
      body,
      firstComment: "Link in comments",
      status: "draft",
      version: 1,
      pillarId: null,
      noteId: null,
      deletedAt: null,
    });
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toEqual(post);
    const idea = await createPost(client, { status: "idea" });
    expect(idea).toMatchObject({ status: "idea", body: "" });
  });

  it("lists the workspace's posts, most recently changed first, with filters and pages", async () => {
    const { client } = await signedInUser(t);
    const pillarId = await myPillar(client);
    const a = await createPost(client, { body: "a", status: "idea" });
    const b = await createPost(client, { body: "b", pillarId });
    const c = await createPost(client, { body: "c" });
    await client.json(`/api/posts/${a.id}`, { method: "PATCH", json: { version: 1, body: "a2" } });
    const all = await client.json("/api/posts");
    expect(all.body.items.map((p: { id: string }) => p.id)).toEqual([a.id, c.id, b.id]);
    expect(all.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect((await client.json("/api/posts?status=idea")).body.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await client.json(`/api/posts?pillarId=${pillarId}`)).body.items).toHaveLength(1);
    expect((await client.json("/api/posts?pillarId=not-a-uuid")).body).toMatchObject({ items: [], total: 0 });
    const page = await client.json("/api/posts?limit=2&offset=2");
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.body.items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect((await client.json("/api/posts?limit=2&offset=10")).body).toMatchObject({ items: [], total: 3 });
    for (const bad of ["limit=0", "limit=101", "offset=-1", "status=sent", "trash=maybe"])
      expect((await client.json(`/api/posts?${bad}`)).status, bad).toBe(400);
  });

  it("two tabs editing one post: the second save gets a conflict, nothing is overwritten", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client, { body: "first" });
    const tab1 = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: "tab 1" } });
    expect(tab1.status).toBe(200);
    expect(tab1.body.post).toMatchObject({ body: "tab 1", version: 2 });
    expect(Date.parse(tab1.body.post.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
    const tab2 = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: "tab 2" } });
    expect(tab2.status).toBe(409);
    expect(tab2.body.error).toEqual({ code: "VERSION_CONFLICT", message: POST_MESSAGES.versionConflict });
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ body: "tab 1", version: 2 });
    // the resolved text goes in on top of the latest version
    const resolved = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 2, body: "tab 1\ntab 2" },
    });
    expect(resolved.body.post).toMatchObject({ body: "tab 1\ntab 2", version: 3 });
  });

  it("concurrent saves of one version: exactly one wins", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: `save ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.post.body;
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ body: winner, version: 2 });
  });

  it("refuses bad input with a clear 400 and writes nothing", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client, { body: "keep" });
    const cases: [unknown, string][] = [
      [{ version: 1, body: 42 }, "INVALID"],
      [{ version: 1, body: "x".repeat(POST_STORAGE_LIMITS.bodyMax + 1) }, "TOO_LONG"],
      [{ version: 1, status: "published" }, "STATUS_NOT_WRITABLE"],
      [{ version: 1, status: "scheduled" }, "STATUS_NOT_WRITABLE"],
      [{ body: "no version" }, "VERSION_INVALID"],
      [{ version: "1", body: "x" }, "VERSION_INVALID"],
      [{ version: 0, body: "x" }, "VERSION_INVALID"],
      [{ version: 2 ** 31, body: "x" }, "VERSION_INVALID"],
    ];
    for (const [json, code] of cases) {
      const res = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.details.issues[0].code).toBe(code);
    }
    const nul = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: "a\u0000b" } });
    expect(nul.status).toBe(400);
    expect(nul.body.error.code).toBe("INVALID_CHARACTERS");
    const pillar = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: 1, body: "changed", pillarId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(pillar.status).toBe(400);
    expect(pillar.body.error.code).toBe("PILLAR_NOT_FOUND");
    const note = await client.json("/api/posts", { json: { noteId: "00000000-0000-4000-8000-000000000000" } });
    expect(note.body.error.code).toBe("NOTE_NOT_FOUND");
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ body: "keep", version: 1 });
    expect((await client.json("/api/posts")).body.total).toBe(1);
  });

  it("a PDF post's document title: kept as written, blank is none, too long or not text refused, theirs untouchable", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const post = await createPost(owner.client, { body: "deck", documentTitle: "Q3 results" });
    expect(post.documentTitle).toBe("Q3 results");
    const path = `/api/posts/${post.id}`;
    const longest = "t".repeat(POST_STORAGE_LIMITS.documentTitleMax);
    const saved = await owner.client.json(path, { method: "PATCH", json: { version: 1, documentTitle: longest } });
    expect(saved.status).toBe(200);
    expect(saved.body.post.documentTitle).toBe(longest);
    const cases: [unknown, string][] = [
      [{ version: 2, documentTitle: `${longest}t` }, "TOO_LONG"],
      [{ version: 2, documentTitle: 42 }, "INVALID"],
      [{ version: 2, documentTitle: ["a"] }, "INVALID"],
    ];
    for (const [json, code] of cases) {
      const res = await owner.client.json(path, { method: "PATCH", json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.error.details.issues[0].code).toBe(code);
    }
    const nul = await owner.client.json(path, { method: "PATCH", json: { version: 2, documentTitle: "a\u0000b" } });
    expect(nul.body.error.code).toBe("INVALID_CHARACTERS");
    // another workspace can neither read nor change it
    const theirs = await other.client.json(path, { method: "PATCH", json: { version: 2, documentTitle: "Mine now" } });
    expect(theirs.status).toBe(404);
    expect((await owner.client.json(path)).body.post).toMatchObject({ documentTitle: longest, version: 2 });
    // blank: no title of its own (the file name stands in); null too
    const blank = await owner.client.json(path, { method: "PATCH", json: { version: 2, documentTitle: "   " } });
    expect(blank.body.post.documentTitle).toBeNull();
    const again = await owner.client.json(path, { method: "PATCH", json: { version: 3, documentTitle: "Again" } });
    expect(again.body.post.documentTitle).toBe("Again");
    const cleared = await owner.client.json(path, { method: "PATCH", json: { version: 4, documentTitle: null } });
    expect(cleared.body.post.documentTitle).toBeNull();
    // a change without the field keeps it
    await owner.client.json(path, { method: "PATCH", json: { version: 5, documentTitle: "Kept" } });
    const kept = await owner.client.json(path, { method: "PATCH", json: { version: 6, body: "deck v2" } });
    expect(kept.body.post).toMatchObject({ body: "deck v2", documentTitle: "Kept" });
  });

  it("soft-deletes to the trash, restores, and refuses edits while in the trash", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client, { body: "oops" });
    const del = await client.json(`/api/posts/${post.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(del.body.post.deletedAt).not.toBeNull();
    expect((await client.json("/api/posts")).body.total).toBe(0);
    const trash = await client.json("/api/posts?trash=true");
    expect(trash.body.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const edit = await client.json(`/api/posts/${post.id}`, {
      method: "PATCH",
      json: { version: del.body.post.version, body: "x" },
    });
    expect(edit.status).toBe(404);
    expect((await client.json(`/api/posts/${post.id}`, { method: "DELETE" })).status).toBe(404);
    const back = await client.json(`/api/posts/${post.id}/restore`, { method: "POST" });
    expect(back.status).toBe(200);
    expect(back.body.post).toMatchObject({ body: "oops", deletedAt: null });
    expect((await client.json(`/api/posts/${post.id}/restore`, { method: "POST" })).status).toBe(404);
    expect((await client.json("/api/posts")).body.total).toBe(1);
  });

  it("another workspace's posts and pillars are invisible: 404 or refused, nothing leaks or changes", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const post = await createPost(owner.client, { body: "private" });
    const theirPillar = await myPillar(other.client);
    const id = post.id;
    expect((await other.client.json(`/api/posts/${id}`)).status).toBe(404);
    expect(
      (await other.client.json(`/api/posts/${id}`, { method: "PATCH", json: { version: 1, body: "x" } })).status,
    ).toBe(404);
    expect((await other.client.json(`/api/posts/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.client.json(`/api/posts/${id}/restore`, { method: "POST" })).status).toBe(404);
    expect((await other.client.json("/api/posts")).body.total).toBe(0);
    const borrowed = await owner.client.json("/api/posts", { json: { pillarId: theirPillar } });
    expect(borrowed.body.error.code).toBe("PILLAR_NOT_FOUND");
    for (const bad of ["x", "00000000-0000-4000-8000-000000000000", "%20", id.toUpperCase() + "%20"])
      expect((await owner.client.json(`/api/posts/${bad}`)).status, bad).toBe(404);
    expect((await owner.client.json(`/api/posts/${id}`)).body.post).toMatchObject({ body: "private", version: 1 });
  });

  it("bulk: delete, restore and assign a pillar to a selection; other workspaces' ids are ignored", async () => {
    const { client } = await signedInUser(t);
    const other = await signedInUser(t);
    const pillarId = await myPillar(client);
    const [a, b, c] = [await createPost(client), await createPost(client), await createPost(client)];
    const theirs = await createPost(other.client, { body: "theirs" });
    const assign = await client.json("/api/posts/bulk", {
      json: { action: "assignPillar", ids: [a.id, b.id, theirs.id, "nope"], pillarId },
    });
    expect(assign.status).toBe(200);
    expect(assign.body.posts.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(
      assign.body.posts.every((p: { pillarId: string; version: number }) => p.pillarId === pillarId && p.version === 2),
    ).toBe(true);
    const del = await client.json("/api/posts/bulk", { json: { action: "delete", ids: [a.id, c.id, theirs.id] } });
    expect(del.body.posts).toHaveLength(2);
    expect((await client.json("/api/posts")).body.items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect((await other.client.json(`/api/posts/${theirs.id}`)).body.post).toMatchObject({
      deletedAt: null,
      version: 1,
    });
    const back = await client.json("/api/posts/bulk", { json: { action: "restore", ids: [a.id, c.id] } });
    expect(back.body.posts).toHaveLength(2);
    expect((await client.json("/api/posts")).body.total).toBe(3);
    const theirPillar = await myPillar(other.client);
    const refused = await client.json("/api/posts/bulk", {
      json: { action: "assignPillar", ids: [a.id], pillarId: theirPillar },
    });
    expect(refused.body.error.code).toBe("PILLAR_NOT_FOUND");
    for (const bad of [{ action: "delete", ids: [] }, { action: "archive", ids: [a.id] }, { action: "delete" }])
      expect((await client.json("/api/posts/bulk", { json: bad })).status, JSON.stringify(bad)).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => a.id);
    expect((await client.json("/api/posts/bulk", { json: { action: "delete", ids: tooMany } })).status).toBe(400);
  });

  it("row-level security hides other workspaces' posts even from a query without the owner filter", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await createPost(a.client, { body: "a's" });
    await createPost(b.client, { body: "b's" });
    const { withUser } = await import("../../src/server/db/client");
    const { sql } = await import("drizzle-orm");
    const seen = await withUser(t.database, a.userId, (db) =>
      db.execute<{ body: string }>(sql`SELECT body FROM posts`),
    );
    expect(seen.rows.map((r) => r.body)).toEqual(["a's"]);
    const forged = await withUser(
      t.database,
      a.userId,
      (db) => db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts`),
      { workspaceId: (await b.client.json("/api/me")).body.workspace.id },
    );
    expect(forged.rows[0].n).toBe(0);
  });
});
