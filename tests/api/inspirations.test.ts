import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inspirationFavourites, workspaceMembers, workspaces } from "../../src/server/db/schema";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const PATH = "/api/inspirations/favourites";

const mark = (client: Client, id: string) => client.json(`${PATH}/${id}`, { method: "PUT" });
const unmark = (client: Client, id: string) => client.json(`${PATH}/${id}`, { method: "DELETE" });

describe("inspiration favourites", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json(PATH)).status).toBe(401);
    expect((await mark(anon, "hook-costly-mistake")).status).toBe(401);
  });

  it("are marked (once), listed latest first and unmarked", async () => {
    const { client } = await signedInUser(t);
    expect((await client.json(PATH)).body).toEqual({ favourites: [] });
    expect((await mark(client, "hook-costly-mistake")).body).toEqual({ favourites: ["hook-costly-mistake"] });
    await new Promise((r) => setTimeout(r, 5));
    const two = await mark(client, "post-myth-truth-proof");
    expect(two.status).toBe(200);
    expect(two.body.favourites).toEqual(["post-myth-truth-proof", "hook-costly-mistake"]);
    // again: no change, no error
    expect((await mark(client, "hook-costly-mistake")).body.favourites).toHaveLength(2);
    expect((await unmark(client, "hook-costly-mistake")).body).toEqual({ favourites: ["post-myth-truth-proof"] });
    expect((await unmark(client, "hook-costly-mistake")).status).toBe(200);
    expect((await client.json(PATH)).body).toEqual({ favourites: ["post-myth-truth-proof"] });
  });

  it("answer a clear 4xx for ids the library does not have, and write nothing", async () => {
    const { client } = await signedInUser(t);
    const unknown = await mark(client, "hook-does-not-exist");
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await unmark(client, "hook-does-not-exist")).status).toBe(404);
    for (const bad of ["Hook-Costly", "a%00b", "x".repeat(65), "%3Cscript%3E", "..%2F..%2Fetc"]) {
      const res = await mark(client, bad);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
      expect(res.body.error, bad).toBeDefined();
    }
    expect((await client.json(PATH)).body).toEqual({ favourites: [] });
  });

  it("belong to one workspace: another never sees nor removes them", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await mark(a.client, "end-your-turn");
    expect((await b.client.json(PATH)).body).toEqual({ favourites: [] });
    await unmark(b.client, "end-your-turn");
    await mark(b.client, "hook-myth");
    expect((await a.client.json(PATH)).body).toEqual({ favourites: ["end-your-turn"] });
    expect((await b.client.json(PATH)).body).toEqual({ favourites: ["hook-myth"] });
  });

  it("leave out an id the library no longer has", async () => {
    const u = await signedInUser(t);
    await mark(u.client, "end-your-turn");
    const [ws] = await t.database.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalUserId, u.userId));
    await t.database.db
      .insert(inspirationFavourites)
      .values({ workspaceId: ws!.id, patternId: "retired-pattern", createdBy: u.userId });
    expect((await u.client.json(PATH)).body).toEqual({ favourites: ["end-your-turn"] });
  });

  it("are read by a reviewer but marked only by a role that writes (403)", async () => {
    const u = await signedInUser(t);
    await mark(u.client, "end-your-turn");
    const [ws] = await t.database.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalUserId, u.userId));
    await t.database.db
      .update(workspaceMembers)
      .set({ role: "reviewer" })
      .where(and(eq(workspaceMembers.workspaceId, ws!.id), eq(workspaceMembers.userId, u.userId)));
    expect((await u.client.json(PATH)).body).toEqual({ favourites: ["end-your-turn"] });
    const refused = await mark(u.client, "hook-myth");
    expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await unmark(u.client, "end-your-turn")).status).toBe(403);
    expect((await u.client.json(PATH)).body).toEqual({ favourites: ["end-your-turn"] });
  });
});
