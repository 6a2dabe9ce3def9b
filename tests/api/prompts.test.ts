import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST_FORMATS } from "../../src/contracts/generation/rules";
import { PROMPT_LIMITS } from "../../src/contracts/prompts/schemas";
import { withUser } from "../../src/server/db/client";
import { prompts } from "../../src/server/db/schema";
import { readPrompt } from "../../src/server/modules/prompts/service";
import { STARTER_PROMPTS } from "../../src/server/modules/prompts/starters";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

async function createPrompt(client: Client, json: Record<string, unknown> = {}) {
  const res = await client.json("/api/prompts", { json: { name: "Hook first", text: "Open with a hook.", ...json } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.prompt;
}

async function pillarOf(client: Client) {
  const strategy = await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Lessons" }] } });
  return strategy.body.strategy.pillars[0].id as string;
}

describe("saved prompts", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/prompts")).status).toBe(401);
    expect((await anon.json("/api/prompts", { json: { name: "a", text: "b" } })).status).toBe(401);
    expect((await anon.json("/api/prompts/starters?language=en")).status).toBe(401);
  });

  it("creates, lists by name, edits and deletes a prompt with a pillar and a format", async () => {
    const { client } = await signedInUser(t);
    const pillarId = await pillarOf(client);
    const first = await createPrompt(client, { name: "  zeta  ", text: " Write short. ", pillarId, format: "story" });
    expect(first).toMatchObject({ name: "zeta", text: "Write short.", pillarId, format: "story", version: 1 });
    const second = await createPrompt(client, { name: "Alpha" });
    expect(second).toMatchObject({ pillarId: null, format: null });
    const list = await client.json("/api/prompts");
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);

    const edited = await client.json(`/api/prompts/${first.id}`, {
      method: "PATCH",
      json: { version: 1, text: "Write very short.", pillarId: null, format: "checklist" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.prompt).toMatchObject({ name: "zeta", text: "Write very short.", pillarId: null, version: 2 });
    expect(edited.body.prompt.format).toBe("checklist");

    const del = await client.json(`/api/prompts/${first.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(del.body.prompt.id).toBe(first.id);
    expect((await client.json(`/api/prompts/${first.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await client.json("/api/prompts")).body.items).toHaveLength(1);
  });

  it("a stale edit gets VERSION_CONFLICT and changes nothing", async () => {
    const { client } = await signedInUser(t);
    const p = await createPrompt(client);
    await client.json(`/api/prompts/${p.id}`, { method: "PATCH", json: { version: 1, name: "New" } });
    const stale = await client.json(`/api/prompts/${p.id}`, { method: "PATCH", json: { version: 1, name: "Old" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("VERSION_CONFLICT");
    expect((await client.json("/api/prompts")).body.items[0]).toMatchObject({ name: "New", version: 2 });
  });

  it("refuses bad input with its code, and writes nothing", async () => {
    const { client } = await signedInUser(t);
    const cases: [unknown, string][] = [
      [{ name: "", text: "x" }, "PROMPT_NAME_REQUIRED"],
      [{ name: "   ", text: "x" }, "PROMPT_NAME_REQUIRED"],
      [{ name: "x", text: " " }, "PROMPT_TEXT_REQUIRED"],
      [{ name: "x".repeat(PROMPT_LIMITS.nameMax + 1), text: "x" }, "TOO_LONG"],
      [{ name: "x", text: "x".repeat(PROMPT_LIMITS.textMax + 1) }, "TOO_LONG"],
      [{ name: "x", text: "x".repeat(1_000_000) }, "TOO_LONG"],
      [{ name: 42, text: "x" }, "INVALID"],
      [{ name: "x", text: ["x"] }, "INVALID"],
      [{ name: "x", text: "x", format: "poem" }, "INVALID"],
      [{ name: "x", text: "x", pillarId: "not-a-uuid" }, "INVALID"],
      [{ name: "x", text: "x", pillarId: 7 }, "INVALID"],
    ];
    for (const [json, code] of cases) {
      const res = await client.json("/api/prompts", { json });
      expect(res.status, code).toBe(400);
      expect(res.body.error.details.issues[0].code, JSON.stringify(json).slice(0, 80)).toBe(code);
    }
    const nul = await client.json("/api/prompts", { json: { name: "a\u0000b", text: "x" } });
    expect(nul.status).toBe(400);
    expect(nul.body.error.code).toBe("INVALID_CHARACTERS");
    const p = await createPrompt(client);
    for (const json of [
      { name: "x" },
      { version: "1", name: "x" },
      { version: 1, text: "a\u0000" },
      { version: 1, name: "" },
    ]) {
      const res = await client.json(`/api/prompts/${p.id}`, { method: "PATCH", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await client.json("/api/prompts")).body.items).toEqual([p]);
    // exactly at the limits is fine
    await createPrompt(client, { name: "n".repeat(PROMPT_LIMITS.nameMax), text: "t".repeat(PROMPT_LIMITS.textMax) });
  });

  it("a pillar that is not the user's is refused like posts refuse it", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const pillarId = await pillarOf(owner.client);
    const res = await other.client.json("/api/prompts", { json: { name: "x", text: "y", pillarId } });
    expect(res.body.error.code).toBe("PILLAR_NOT_FOUND");
    const unknown = "00000000-0000-4000-8000-000000000000";
    const p = await createPrompt(other.client);
    const patch = await other.client.json(`/api/prompts/${p.id}`, {
      method: "PATCH",
      json: { version: 1, pillarId: unknown },
    });
    expect(patch.body.error.code).toBe("PILLAR_NOT_FOUND");
    expect((await other.client.json("/api/prompts")).body.items[0]).toMatchObject({ pillarId: null, version: 1 });
  });

  it("another workspace's prompts are invisible (404), malformed ids too", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const p = await createPrompt(owner.client, { name: "mine" });
    for (const id of [p.id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      const patch = await other.client.json(`/api/prompts/${id}`, { method: "PATCH", json: { version: 1, name: "x" } });
      expect(patch.status, id).toBe(404);
      expect(patch.body.error.code).toBe("PROMPT_NOT_FOUND");
      expect((await other.client.json(`/api/prompts/${id}`, { method: "DELETE" })).status, id).toBe(404);
    }
    expect((await other.client.json("/api/prompts")).body.items).toEqual([]);
    expect((await owner.client.json("/api/prompts")).body.items).toEqual([p]);
    // the reader Generate Post uses
    await expect(withUser(t.database, other.userId, (db) => readPrompt(db, p.id))).rejects.toMatchObject({
      code: "PROMPT_NOT_FOUND",
    });
    expect(await withUser(t.database, owner.userId, (db) => readPrompt(db, p.id))).toEqual(p);
  });

  it("row-level security hides other workspaces' prompts even from a query without the owner filter", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await createPrompt(a.client, { name: "a's" });
    await createPrompt(b.client, { name: "b's" });
    const seen = await withUser(t.database, a.userId, (db) =>
      db.execute<{ name: string }>(sql`SELECT name FROM prompts`),
    );
    expect(seen.rows.map((r) => r.name)).toEqual(["a's"]);
    const workspaceId = (await b.client.json("/api/me")).body.workspace.id;
    const forged = await withUser(t.database, a.userId, (db) => db.select().from(prompts), { workspaceId });
    expect(forged).toEqual([]);
    await expect(
      withUser(t.database, a.userId, (db) => db.insert(prompts).values({ workspaceId, name: "x", text: "y" })),
    ).rejects.toThrow();
  });

  it(`keeps at most ${PROMPT_LIMITS.countMax} prompts per workspace`, async () => {
    const { client, userId } = await signedInUser(t);
    await withUser(t.database, userId, (db) =>
      db
        .insert(prompts)
        .values(Array.from({ length: PROMPT_LIMITS.countMax - 1 }, (_, i) => ({ name: `p${i}`, text: "x" }))),
    );
    await createPrompt(client, { name: "last one" });
    const over = await client.json("/api/prompts", { json: { name: "one too many", text: "x" } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe("TOO_MANY_PROMPTS");
    expect((await client.json("/api/prompts")).body.items).toHaveLength(PROMPT_LIMITS.countMax);
  });

  it("serves the starting prompts in English and French, and refuses other languages", async () => {
    const { client } = await signedInUser(t);
    const en = await client.json("/api/prompts/starters?language=en");
    const fr = await client.json("/api/prompts/starters?language=fr");
    expect(en.status).toBe(200);
    expect(en.body.items.length).toBeGreaterThanOrEqual(6);
    expect(en.body.items.map((s: { key: string }) => s.key)).toEqual(fr.body.items.map((s: { key: string }) => s.key));
    for (const [i, s] of en.body.items.entries()) {
      expect(s.name).not.toBe(fr.body.items[i].name);
      expect(s.text).not.toBe(fr.body.items[i].text);
    }
    expect((await client.json("/api/prompts/starters?language=de")).status).toBe(400);
    expect((await client.json("/api/prompts/starters")).status).toBe(400);
    // each starter is a valid prompt ("Add" copies it as is)
    for (const s of fr.body.items) await createPrompt(client, { name: s.name, text: s.text, format: s.format });
  });
});

describe("starting prompts data", () => {
  it("fit the limits and use known formats", () => {
    expect(new Set(STARTER_PROMPTS.map((s) => s.key)).size).toBe(STARTER_PROMPTS.length);
    for (const s of STARTER_PROMPTS) {
      if (s.format) expect(POST_FORMATS).toContain(s.format);
      for (const v of Object.values(s.text)) {
        expect(v.name.length).toBeLessThanOrEqual(PROMPT_LIMITS.nameMax);
        expect(v.text.length).toBeLessThanOrEqual(PROMPT_LIMITS.textMax);
      }
    }
  });
});
