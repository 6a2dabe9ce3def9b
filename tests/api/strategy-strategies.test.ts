import { describe, expect, it } from "vitest";
import { QUESTION_IDS as Q, STRATEGY_DEFAULTS, STRATEGY_MESSAGES } from "../../src/contracts/strategy/schemas";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const pillar = {
  name: "Data Stories",
  description: "What the numbers say",
  purpose: "Authority",
  targetAudience: "Retail leaders",
  formats: ["Carousels", "Data visualizations"],
  engagementStyle: "Ask a question",
  frequency: "Once a week",
};

async function createStrategy(client: Client, name = "My plan", pillars: unknown[] = []) {
  const res = await client.json("/api/strategies", { json: { name, pillars } });
  expect(res.status).toBe(201);
  return res.body.strategy;
}

describe("strategies and pillars", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/strategies")).status).toBe(401);
    expect((await anon.json("/api/strategies", { json: { name: "x" } })).status).toBe(401);
    expect((await anon.json("/api/strategies", { method: "DELETE" })).status).toBe(401);
    expect((await anon.json("/api/strategy-pillars", { json: { strategyId: "x", name: "x" } })).status).toBe(401);
    expect((await anon.json("/api/strategy-pillars/x", { method: "PATCH", json: {} })).status).toBe(401);
  });

  it("creates strategies with nested pillars and lists them newest first", async () => {
    const { client, userId } = await signedInUser(t);
    const first = await createStrategy(client, "First", [pillar]);
    expect(first).toMatchObject({ name: "First", userId, generator: null });
    expect(first.pillars).toHaveLength(1);
    expect(first.pillars[0]).toMatchObject({ ...pillar, strategyId: first.id, isActive: true });
    const second = await createStrategy(client, "Second");
    const list = await client.json("/api/strategies");
    expect(list.status).toBe(200);
    expect(list.body.strategies.map((s: any) => s.id)).toEqual([second.id, first.id]);
    expect(list.body.strategies[1].pillars[0].formats).toEqual(pillar.formats);
  });

  it("records a strategy the wizard built with the built-in generator; no other generator may be claimed", async () => {
    const { client } = await signedInUser(t);
    const res = await client.json("/api/strategies", { json: { name: "Local", generator: "builtin" } });
    expect(res.status).toBe(201);
    expect(res.body.strategy).toMatchObject({ name: "Local", generator: "builtin" });
    expect((await client.json("/api/strategies", { json: { name: "Claimed", generator: "llm" } })).status).toBe(400);
  });

  it("validates strategies and pillars", async () => {
    const { client } = await signedInUser(t);
    const noName = await client.json("/api/strategies", { json: { name: "  " } });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toContain("Name is required");
    const s = await createStrategy(client);
    const badFormat = await client.json("/api/strategy-pillars", {
      json: { strategyId: s.id, name: "P", formats: ["Smoke signals"] },
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.message).toContain("Format must be one of");
    const badFreq = await client.json("/api/strategy-pillars", {
      json: { strategyId: s.id, name: "P", frequency: "Hourly" },
    });
    expect(badFreq.status).toBe(400);
    expect(badFreq.body.error.message).toContain("Frequency must be one of");
    const noStrategy = await client.json("/api/strategy-pillars", { json: { name: "P" } });
    expect(noStrategy.status).toBe(400);
    const notUuid = await client.json("/api/strategy-pillars", { json: { strategyId: "nope", name: "P" } });
    expect(notUuid.status).toBe(404);
  });

  it("requires at least one content format on every pillar (omitted on create: the SPEC defaults)", async () => {
    const { client } = await signedInUser(t);
    const s = await createStrategy(client);
    const none = await client.json("/api/strategy-pillars", { json: { strategyId: s.id, name: "P", formats: [] } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toContain(STRATEGY_MESSAGES.formatsRequired);
    const inStrategy = await client.json("/api/strategies", {
      json: { name: "S", pillars: [{ name: "P", formats: [] }] },
    });
    expect(inStrategy.status).toBe(400);
    expect(inStrategy.body.error.message).toContain(STRATEGY_MESSAGES.formatsRequired);
    const defaulted = await client.json("/api/strategy-pillars", { json: { strategyId: s.id, name: "P" } });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body.pillar.formats).toEqual(STRATEGY_DEFAULTS.formats);
    const emptied = await client.json(`/api/strategy-pillars/${defaulted.body.pillar.id}`, {
      method: "PATCH",
      json: { formats: [] },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.message).toContain(STRATEGY_MESSAGES.formatsRequired);
    expect(emptied.body.error.details.issues).toEqual([{ path: "formats", code: "FORMATS_REQUIRED" }]);
    const list = await client.json("/api/strategies");
    expect(
      list.body.strategies.flatMap((x: { pillars: { formats: string[] }[] }) => x.pillars.map((p) => p.formats.length)),
    ).not.toContain(0);
  });

  it("adds a pillar, then updates only the supplied fields and never writes empty strings", async () => {
    const { client } = await signedInUser(t);
    const s = await createStrategy(client);
    const created = await client.json("/api/strategy-pillars", { json: { strategyId: s.id, ...pillar } });
    expect(created.status).toBe(201);
    const id = created.body.pillar.id;
    const toggled = await client.json(`/api/strategy-pillars/${id}`, { method: "PATCH", json: { isActive: false } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.pillar).toMatchObject({ ...pillar, isActive: false });
    const edited = await client.json(`/api/strategy-pillars/${id}`, {
      method: "PATCH",
      json: { name: "Renamed", description: "", purpose: "", frequency: "", formats: ["Polls"] },
    });
    expect(edited.body.pillar).toMatchObject({
      name: "Renamed",
      description: pillar.description,
      purpose: pillar.purpose,
      frequency: pillar.frequency,
      formats: ["Polls"],
      isActive: false,
    });
    const nothing = await client.json(`/api/strategy-pillars/${id}`, { method: "PATCH", json: {} });
    expect(nothing.status).toBe(200);
    expect(nothing.body.pillar.name).toBe("Renamed");
    const bad = await client.json(`/api/strategy-pillars/${id}`, { method: "PATCH", json: { isActive: "yes" } });
    expect(bad.status).toBe(400);
    const list = await client.json("/api/strategies");
    expect(list.body.strategies[0].pillars[0].name).toBe("Renamed");
  });

  it("answers 404 for another user's strategy or pillar, and for unknown ids", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const s = await createStrategy(a.client, "A's", [pillar]);
    const pid = s.pillars[0].id;
    const addToA = await b.client.json("/api/strategy-pillars", { json: { strategyId: s.id, name: "Intruder" } });
    expect(addToA.status).toBe(404);
    const editA = await b.client.json(`/api/strategy-pillars/${pid}`, { method: "PATCH", json: { name: "Hacked" } });
    expect(editA.status).toBe(404);
    const emptyEditA = await b.client.json(`/api/strategy-pillars/${pid}`, { method: "PATCH", json: {} });
    expect(emptyEditA.status).toBe(404);
    expect(
      (await b.client.json(`/api/strategy-pillars/not-a-uuid`, { method: "PATCH", json: { name: "x" } })).status,
    ).toBe(404);
    for (const id of [`${pid}%20`, `%20${pid}`, `${pid}%0A`, `${pid}x`, `{${pid}}`]) {
      const own = await a.client.json(`/api/strategy-pillars/${id}`, { method: "PATCH", json: { name: "Padded" } });
      expect(own.status, id).toBe(404);
      expect(own.body.error.code, id).toBe("NOT_FOUND");
    }
    expect(
      (await a.client.json(`/api/strategy-pillars/${pid.toUpperCase()}`, { method: "PATCH", json: {} })).status,
    ).toBe(200);
    expect((await b.client.json("/api/strategies")).body.strategies).toEqual([]);
    const stillA = await a.client.json("/api/strategies");
    expect(stillA.body.strategies[0].pillars).toHaveLength(1);
    // a body field is trimmed by its schema before it is checked and queried
    const padded = await a.client.json("/api/strategy-pillars", {
      json: { strategyId: ` ${s.id} `, name: "Trimmed body id" },
    });
    expect(padded.status).toBe(201);
    expect(stillA.body.strategies[0].pillars[0].name).toBe(pillar.name);
  });

  it("resets pillars, strategies and answers of the user only, in one call", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await createStrategy(a.client, "A1", [pillar, { ...pillar, name: "Second" }]);
    await createStrategy(a.client, "A2");
    await a.client.json("/api/strategy-responses", { method: "PUT", json: { answers: { [Q.role]: "CTO" } } });
    await createStrategy(b.client, "B1", [pillar]);
    await b.client.json("/api/strategy-responses", { method: "PUT", json: { answers: { [Q.role]: "CEO" } } });
    const reset = await a.client.json("/api/strategies", { method: "DELETE" });
    expect(reset.status).toBe(200);
    expect(reset.body.deleted).toEqual({ strategies: 2, pillars: 2, responses: 1 });
    expect((await a.client.json("/api/strategies")).body.strategies).toEqual([]);
    expect((await a.client.json("/api/strategy-responses")).body.answers).toEqual({});
    expect((await b.client.json("/api/strategies")).body.strategies).toHaveLength(1);
    expect((await b.client.json("/api/strategy-responses")).body.answers[Q.role]).toBe("CEO");
    const again = await a.client.json("/api/strategies", { method: "DELETE" });
    expect(again.body.deleted).toEqual({ strategies: 0, pillars: 0, responses: 0 });
  });

  it("deletes a user's strategy rows with the user", async () => {
    const { client, userId } = await signedInUser(t);
    await createStrategy(client, "Gone", [pillar]);
    await client.json("/api/strategy-responses", { method: "PUT", json: { answers: { [Q.role]: "CTO" } } });
    await t.database.pool.query("DELETE FROM users WHERE id = $1", [userId]);
    for (const table of ["linkedin_strategies", "linkedin_strategy_pillars", "strategy_user_responses"]) {
      const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [
        userId,
      ]);
      expect(rows[0].n, table).toBe(0);
    }
  });
});
