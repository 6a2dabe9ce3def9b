import { describe, expect, it } from "vitest";
import { NOTE_LIMITS } from "../../src/contracts/notes/schemas";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

async function createNote(client: Client, json: Record<string, unknown> = {}) {
  const res = await client.json("/api/notes", { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.note;
}

describe("notes", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/notes")).status).toBe(401);
    expect((await anon.json("/api/notes", { json: {} })).status).toBe(401);
    expect((await anon.json("/api/notes/x/post", { method: "POST" })).status).toBe(401);
  });

  it("captures a note with tags (cleaned, distinct) and a pillar, and lists pinned ones first", async () => {
    const { client, userId } = await signedInUser(t);
    const strategy = await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Lessons" }] } });
    const pillarId = strategy.body.strategy.pillars[0].id;
    const first = await createNote(client, {
      body: "Hook idea: the 3 mistakes",
      tags: [" #Hooks ", "hooks", "B2B  sales", ""],
      pillarId,
    });
    expect(first).toMatchObject({
      body: "Hook idea: the 3 mistakes",
      tags: ["Hooks", "B2B sales"],
      pillarId,
      pinned: false,
      version: 1,
      postIds: [],
      createdBy: userId,
      deletedAt: null,
    });
    const pinned = await createNote(client, { body: "pinned", pinned: true });
    const last = await createNote(client, { body: "latest" });
    const list = await client.json("/api/notes");
    expect(list.body.items.map((n: { id: string }) => n.id)).toEqual([pinned.id, last.id, first.id]);
    expect(list.body.total).toBe(3);
    const byTag = await client.json("/api/notes?tag=HOOKS");
    expect(byTag.body.items.map((n: { id: string }) => n.id)).toEqual([first.id]);
    expect((await client.json(`/api/notes?pillarId=${pillarId}`)).body.total).toBe(1);
  });

  it("saves as you type with versions: a stale save gets a conflict", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { body: "a" });
    const typed = await client.json(`/api/notes/${note.id}`, { method: "PATCH", json: { version: 1, body: "ab" } });
    expect(typed.body.note).toMatchObject({ body: "ab", version: 2 });
    const pin = await client.json(`/api/notes/${note.id}`, { method: "PATCH", json: { version: 2, pinned: true } });
    expect(pin.body.note).toMatchObject({ body: "ab", pinned: true, version: 3 });
    const stale = await client.json(`/api/notes/${note.id}`, { method: "PATCH", json: { version: 2, body: "old" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("VERSION_CONFLICT");
  });

  it("refuses bad tags and oversized text with their codes", async () => {
    const { client } = await signedInUser(t);
    const cases: [unknown, string][] = [
      [{ tags: Array.from({ length: NOTE_LIMITS.tagsMax + 1 }, (_, i) => `t${i}`) }, "TOO_MANY_TAGS"],
      [{ tags: ["x".repeat(NOTE_LIMITS.tagMax + 1)] }, "TAG_INVALID"],
      [{ tags: ["a,b"] }, "TAG_INVALID"],
      [{ tags: "hooks" }, "INVALID"],
      [{ body: "x".repeat(NOTE_LIMITS.bodyMax + 1) }, "TOO_LONG"],
      [{ pinned: "yes" }, "INVALID"],
    ];
    for (const [json, code] of cases) {
      const res = await client.json("/api/notes", { json });
      expect(res.status, code).toBe(400);
      expect(res.body.error.details.issues[0].code).toBe(code);
    }
    expect((await client.json("/api/notes")).body.total).toBe(0);
  });

  it("turns a note into a draft post linked both ways, and keeps working once the post is deleted", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { body: "Story: my first client", tags: ["story"] });
    const converted = await client.json(`/api/notes/${note.id}/post`, { method: "POST" });
    expect(converted.status).toBe(201);
    const post = converted.body.post;
    expect(post).toMatchObject({ body: "Story: my first client", noteId: note.id, status: "draft", version: 1 });
    expect((await client.json(`/api/notes/${note.id}`)).body.note.postIds).toEqual([post.id]);
    await client.json(`/api/posts/${post.id}`, { method: "DELETE" });
    expect((await client.json(`/api/notes/${note.id}`)).body.note.postIds).toEqual([]);
    // a post can also be created from a note directly
    const direct = await client.json("/api/posts", { json: { noteId: note.id, body: "v2" } });
    expect(direct.body.post.noteId).toBe(note.id);
  });

  it("trash and restore; a note in the trash cannot be converted or edited", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { body: "later" });
    const del = await client.json(`/api/notes/${note.id}`, { method: "DELETE" });
    expect(del.body.note.deletedAt).not.toBeNull();
    expect((await client.json("/api/notes?trash=true")).body.items.map((n: { id: string }) => n.id)).toEqual([note.id]);
    expect((await client.json(`/api/notes/${note.id}/post`, { method: "POST" })).status).toBe(404);
    expect(
      (
        await client.json(`/api/notes/${note.id}`, {
          method: "PATCH",
          json: { version: del.body.note.version, body: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await client.json("/api/posts", { json: { noteId: note.id } })).body.error.code).toBe("NOTE_NOT_FOUND");
    const back = await client.json(`/api/notes/${note.id}/restore`, { method: "POST" });
    expect(back.body.note).toMatchObject({ body: "later", deletedAt: null });
  });

  it("another workspace's notes are invisible (404) and cannot be linked", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const note = await createNote(owner.client, { body: "mine" });
    for (const [path, init] of [
      [`/api/notes/${note.id}`, {}],
      [`/api/notes/${note.id}`, { method: "PATCH", json: { version: 1, body: "x" } }],
      [`/api/notes/${note.id}`, { method: "DELETE" }],
      [`/api/notes/${note.id}/restore`, { method: "POST" }],
      [`/api/notes/${note.id}/post`, { method: "POST" }],
    ] as const)
      expect((await other.client.json(path, init)).status, `${init.method ?? "GET"} ${path}`).toBe(404);
    expect((await other.client.json("/api/posts", { json: { noteId: note.id } })).body.error.code).toBe(
      "NOTE_NOT_FOUND",
    );
    expect((await other.client.json("/api/notes")).body.total).toBe(0);
    expect((await owner.client.json(`/api/notes/${note.id}`)).body.note).toMatchObject({ body: "mine", version: 1 });
  });
});
