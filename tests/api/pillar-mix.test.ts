import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILL_GAP_MAX_PER_PILLAR, FREQUENCY_TARGETS, PILLAR_MIX_WEEKS } from "../../src/contracts/planning/rules";
import { FREQUENCIES } from "../../src/contracts/strategy/rules";
import { startFakeLlm, type FakeLlm } from "../fakes/llm";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

const t = makeTestApp();
const owner = () => t.database.pool;
let llm: FakeLlm;
let withLlm: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm();
  withLlm = makeTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: "test-key",
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "1500",
    GENERATE_RATE_LIMIT_MAX: "2",
    GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600",
  });
});
afterAll(() => llm?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = PILLAR_MIX_WEEKS * 7 * DAY_MS;

type Pillar = { id: string; name: string };
type Entry = { pillarId: string; scheduled: number; drafts: number; ideas: number; target: number; gap: number };

async function strategyOf(client: Client, pillars: Record<string, unknown>[], name = "Plan"): Promise<Pillar[]> {
  const res = await client.json("/api/strategies", { json: { name, pillars } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.strategy.pillars;
}

async function post(client: Client, pillarId: string | null, status: "draft" | "idea" = "draft", body = "text") {
  const res = await client.json("/api/posts", { json: { body, pillarId, status } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post as { id: string; version: number };
}

/** A post put straight into a publishing state at a time (the owner connection: no LinkedIn needed). */
async function planned(client: Client, pillarId: string, status: string, scheduledAt: Date | null) {
  const { id } = await post(client, pillarId);
  await owner().query(
    `UPDATE posts SET status = $2, scheduled_at = $3,
       publishing_started_at = CASE WHEN $2 = 'publishing' THEN now() END,
       published_at = CASE WHEN $2 = 'published' THEN now() END,
       publish_error = CASE WHEN $2 = 'failed' THEN 'DUPLICATE_POST' END
     WHERE id = $1`,
    [id, status, scheduledAt],
  );
  return id;
}

const mixOf = async (client: Client) => {
  const res = await client.json("/api/pillar-mix");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { from: string; to: string; weeks: number; pillars: Entry[]; mostBehindPillarId: string | null };
};
const entry = (mix: { pillars: Entry[] }, id: string) => mix.pillars.find((p) => p.pillarId === id)!;
const fillGap = (client: Client, body: unknown = {}) => client.json("/api/pillar-mix/fill-gap", { json: body });

describe("GET /api/pillar-mix", () => {
  it("needs a session", async () => {
    expect((await new Client(t.app).json("/api/pillar-mix")).status).toBe(401);
    expect((await new Client(t.app).json("/api/pillar-mix/fill-gap", { json: {} })).status).toBe(401);
  });

  it("is empty without a strategy", async () => {
    const { client } = await signedInUser(t);
    const mix = await mixOf(client);
    expect(mix).toMatchObject({ weeks: PILLAR_MIX_WEEKS, pillars: [], mostBehindPillarId: null });
    expect(Date.parse(mix.to) - Date.parse(mix.from)).toBe(WINDOW_MS);
    expect(Math.abs(Date.parse(mix.from) - Date.now())).toBeLessThan(60_000);
  });

  it("counts each active pillar's scheduled posts in the window, drafts and ideas; not the trash, other statuses, or out-of-window posts", async () => {
    const { client } = await signedInUser(t);
    const [a, b, off] = await strategyOf(client, [
      { name: "Lessons", frequency: "Once a week" },
      { name: "Stories", frequency: "Daily" },
      { name: "Off", frequency: "Daily", isActive: false },
    ]);
    const now = Date.now();
    // a: 3 in the window (one of each publishing state), drafts 2 (one dated far away: drafts count whatever their date)
    await planned(client, a.id, "scheduled", new Date(now + DAY_MS));
    await planned(client, a.id, "publishing", new Date(now + 2 * DAY_MS));
    await planned(client, a.id, "published", new Date(now + 3 * DAY_MS));
    await post(client, a.id);
    const far = await post(client, a.id);
    await owner().query(`UPDATE posts SET scheduled_at = now() + interval '90 days' WHERE id = $1`, [far.id]);
    await post(client, a.id, "idea");
    // not counted: before the window, at its end, failed or needs_check, in the trash, without a pillar, inactive pillar
    await planned(client, a.id, "scheduled", new Date(now - 60_000));
    await planned(client, a.id, "published", new Date(now - DAY_MS));
    await planned(client, a.id, "scheduled", new Date(now + WINDOW_MS + 60_000));
    await planned(client, a.id, "failed", new Date(now + DAY_MS));
    await planned(client, a.id, "needs_check", new Date(now + DAY_MS));
    const trashed = await post(client, a.id);
    expect((await client.json(`/api/posts/${trashed.id}`, { method: "DELETE" })).status).toBe(200);
    const trashedIdea = await post(client, a.id, "idea");
    expect((await client.json(`/api/posts/${trashedIdea.id}`, { method: "DELETE" })).status).toBe(200);
    await post(client, null);
    await post(client, off.id);

    const mix = await mixOf(client);
    expect(mix.pillars.map((p) => p.pillarId)).toEqual([a.id, b.id]);
    expect(entry(mix, a.id)).toEqual({
      pillarId: a.id,
      name: "Lessons",
      frequency: "Once a week",
      target: 4,
      scheduled: 3,
      drafts: 2,
      ideas: 1,
      gap: 0,
    });
    expect(entry(mix, b.id)).toMatchObject({ target: 20, scheduled: 0, drafts: 0, ideas: 0, gap: 20 });
    expect(mix.mostBehindPillarId).toBe(b.id);
  });

  it("counts a post scheduled exactly at the window's start edge and not one just past its end", async () => {
    const { client } = await signedInUser(t);
    const [a] = await strategyOf(client, [{ name: "Edges", frequency: "Daily" }]);
    const first = await mixOf(client);
    // the window starts at the request's time: a post a second after it is in, one a second before the end too
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.from) + 5_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.to) - 5_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.to) + 5 * 60_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.from) - 5 * 60_000));
    expect(entry(await mixOf(client), a.id).scheduled).toBe(2);
  });

  it("takes each frequency's target, and the default for a pillar made without one", async () => {
    const { client } = await signedInUser(t);
    const pillars = await strategyOf(client, [...FREQUENCIES.map((frequency) => ({ name: frequency, frequency }))]);
    const mix = await mixOf(client);
    expect(mix.pillars.map((p) => [p.pillarId, p.target])).toEqual(
      pillars.map((p, i) => [p.id, FREQUENCY_TARGETS[FREQUENCIES[i]]]),
    );
    const [bare] = await strategyOf(client, [{ name: "No frequency" }], "Newer");
    expect((await mixOf(client)).pillars).toEqual([
      expect.objectContaining({ pillarId: bare.id, frequency: "2-3 times per week", target: 10, gap: 10 }),
    ]);
  });

  it("reads the newest strategy with pillars and picks the pillar most behind by share, then gap", async () => {
    const { client } = await signedInUser(t);
    await strategyOf(client, [{ name: "Old", frequency: "Daily" }], "Old");
    const [weekly, monthly, daily] = await strategyOf(
      client,
      [
        { name: "Weekly", frequency: "Once a week" },
        { name: "Monthly", frequency: "Monthly" },
        { name: "Daily", frequency: "Daily" },
      ],
      "New",
    );
    // an empty newer strategy is not the active one
    await client.json("/api/strategies", { json: { name: "Empty", pillars: [] } });
    await post(client, weekly.id);
    await post(client, daily.id);
    // shares: weekly 3/4, monthly 1/1, daily 19/20 -> monthly (share 1) and daily (0.95)... monthly wins
    let mix = await mixOf(client);
    expect(mix.pillars.map((p) => p.pillarId)).toEqual([weekly.id, monthly.id, daily.id]);
    expect(mix.mostBehindPillarId).toBe(monthly.id);
    await post(client, monthly.id);
    mix = await mixOf(client);
    expect(mix.mostBehindPillarId).toBe(daily.id);
  });

  it("never counts other users' posts or pillars (code and row-level security)", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [mine] = await strategyOf(a.client, [{ name: "Mine", frequency: "Once a week" }]);
    const [theirs] = await strategyOf(b.client, [{ name: "Theirs", frequency: "Once a week" }]);
    await post(b.client, theirs.id);
    // a post of b's workspace linked (by the owner connection) to a's pillar is not a's
    const planted = await post(b.client, null);
    await owner().query(`UPDATE posts SET pillar_id = $2 WHERE id = $1`, [planted.id, mine.id]);
    const mixA = await mixOf(a.client);
    expect(mixA.pillars).toEqual([expect.objectContaining({ pillarId: mine.id, drafts: 0 })]);
    const mixB = await mixOf(b.client);
    expect(mixB.pillars).toEqual([expect.objectContaining({ pillarId: theirs.id, drafts: 1 })]);
  });
});
