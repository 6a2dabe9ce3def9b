import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILL_GAP_MAX_PER_PILLAR,
  FREQUENCY_MIX_TOTALS,
  PILLAR_MIX_WEEKS,
  PILLAR_SHARE_LIMITS,
} from "../../src/contracts/planning/rules";
import { FREQUENCIES, QUESTION_IDS, type Frequency } from "../../src/contracts/strategy/rules";
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
    LLM_API_KEY: llm.apiKey,
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
type Entry = {
  pillarId: string;
  share: number | null;
  scheduled: number;
  drafts: number;
  ideas: number;
  target: number;
  gap: number;
};
type Mix = {
  from: string;
  to: string;
  weeks: number;
  frequency: Frequency;
  answered: boolean;
  total: number;
  pillars: Entry[];
  mostBehindPillarId: string | null;
};

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
  return res.body as Mix;
};
/** The questionnaire's posting frequency answer (what the mix's total comes from). */
async function answerFrequency(client: Client, frequency: Frequency) {
  const res = await client.json("/api/strategy-responses", {
    method: "PUT",
    json: { answers: { [QUESTION_IDS.frequency]: frequency } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const setShares = (client: Client, shares: unknown) =>
  client.json("/api/pillar-mix/shares", { method: "PUT", json: { shares } });
const targets = (mix: { pillars: Entry[] }) => mix.pillars.map((p) => p.target);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const entry = (mix: { pillars: Entry[] }, id: string) => mix.pillars.find((p) => p.pillarId === id)!;
const fillGap = (client: Client, body: unknown = {}) => client.json("/api/pillar-mix/fill-gap", { json: body });

describe("GET /api/pillar-mix", () => {
  it("needs a session", async () => {
    expect((await new Client(t.app).json("/api/pillar-mix")).status).toBe(401);
    expect((await new Client(t.app).json("/api/pillar-mix/fill-gap", { json: {} })).status).toBe(401);
    const anonymous = await new Client(t.app).json("/api/pillar-mix/shares", { method: "PUT", json: { shares: [] } });
    expect(anonymous.status).toBe(401);
  });

  it("is empty without a strategy", async () => {
    const { client } = await signedInUser(t);
    const mix = await mixOf(client);
    expect(mix).toMatchObject({
      weeks: PILLAR_MIX_WEEKS,
      frequency: "2-3 times per week",
      answered: false,
      total: 10,
      pillars: [],
      mostBehindPillarId: null,
    });
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
    // no answer: the default frequency's 10 posts, split over the 2 active pillars (the pillars' own frequency aside)
    expect(mix).toMatchObject({ frequency: "2-3 times per week", answered: false, total: 10 });
    expect(entry(mix, a.id)).toEqual({
      pillarId: a.id,
      name: "Lessons",
      share: null,
      target: 5,
      scheduled: 3,
      drafts: 2,
      ideas: 1,
      gap: 0,
    });
    expect(entry(mix, b.id)).toMatchObject({ target: 5, scheduled: 0, drafts: 0, ideas: 0, gap: 5 });
    expect(mix.mostBehindPillarId).toBe(b.id);
  });

  it("counts posts just inside the window's edges, not those just outside", async () => {
    const { client } = await signedInUser(t);
    const [a] = await strategyOf(client, [{ name: "Edges", frequency: "Daily" }]);
    const first = await mixOf(client);
    // the window starts at the request's time: a post a minute after it is in, one a minute before the end too
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.from) + 60_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.to) - 60_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.to) + 5 * 60_000));
    await planned(client, a.id, "scheduled", new Date(Date.parse(first.from) - 5 * 60_000));
    expect(entry(await mixOf(client), a.id).scheduled).toBe(2);
  });

  it("splits the answered frequency's total across 3, 4 and 5 active pillars, for every answer", async () => {
    const { client } = await signedInUser(t);
    for (const count of [3, 4, 5]) {
      // each pillar says "Daily": the mix no longer gives every pillar the user's whole frequency
      const pillars = await strategyOf(
        client,
        [
          ...Array.from({ length: count }, (_, i) => ({ name: `P${i}`, frequency: "Daily" })),
          { name: "Off", frequency: "Daily", isActive: false },
        ],
        `Plan ${count}`,
      );
      for (const frequency of FREQUENCIES) {
        await answerFrequency(client, frequency);
        const mix = await mixOf(client);
        const total = FREQUENCY_MIX_TOTALS[frequency];
        expect(mix, `${frequency}, ${count}`).toMatchObject({ frequency, answered: true, total });
        expect(mix.pillars.map((p) => p.pillarId)).toEqual(pillars.slice(0, count).map((p) => p.id));
        expect(sum(targets(mix)), `${frequency}, ${count}`).toBe(total);
        expect(Math.max(...targets(mix)) - Math.min(...targets(mix))).toBeLessThanOrEqual(1);
      }
    }
    // the case: 2-3 times per week and 4 pillars is 10 posts in all, not 10 each
    const [four] = [
      await strategyOf(
        client,
        [1, 2, 3, 4].map((i) => ({ name: `Q${i}` })),
        "Four",
      ),
    ];
    await answerFrequency(client, "2-3 times per week");
    const mix = await mixOf(client);
    expect(mix.pillars.map((p) => p.pillarId)).toEqual(four.map((p) => p.id));
    expect(targets(mix)).toEqual([3, 3, 2, 2]);
    expect(sum(mix.pillars.map((p) => p.gap))).toBe(10);
  });

  it("reads the newest strategy with pillars and picks the pillar most behind its part by share missing, then gap", async () => {
    const { client } = await signedInUser(t);
    await strategyOf(client, [{ name: "Old", frequency: "Daily" }], "Old");
    const [a, b, c] = await strategyOf(client, [{ name: "A" }, { name: "B" }, { name: "C" }], "New");
    // an empty newer strategy is not the active one
    await client.json("/api/strategies", { json: { name: "Empty", pillars: [] } });
    // 10 posts over 3 pillars: 4, 3, 3
    await post(client, a.id);
    await post(client, c.id);
    // missing: a 3/4, b 3/3, c 2/3 -> b
    let mix = await mixOf(client);
    expect(mix.pillars.map((p) => p.pillarId)).toEqual([a.id, b.id, c.id]);
    expect(targets(mix)).toEqual([4, 3, 3]);
    expect(mix.mostBehindPillarId).toBe(b.id);
    await post(client, b.id);
    // a 3/4, b 2/3, c 2/3 -> a
    mix = await mixOf(client);
    expect(mix.mostBehindPillarId).toBe(a.id);
    // Generate Post's pick follows the shares too: c's share 3 of 5 parts -> 6 of 10, 5 missing
    expect((await setShares(client, [{ pillarId: c.id, share: 3 }])).status).toBe(200);
    mix = await mixOf(client);
    expect(targets(mix)).toEqual([2, 2, 6]);
    expect(mix.mostBehindPillarId).toBe(c.id);
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

describe("PUT /api/pillar-mix/shares", () => {
  it("sets shares that split the total (always adding up to it), and null goes back to equal", async () => {
    const { client } = await signedInUser(t);
    const [a, b, c, d] = await strategyOf(client, [{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }]);
    await answerFrequency(client, "Daily");
    expect(targets(await mixOf(client))).toEqual([5, 5, 5, 5]);
    let res = await setShares(client, [
      { pillarId: a.id, share: PILLAR_SHARE_LIMITS.max },
      { pillarId: c.id.toUpperCase(), share: 3 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10, 1, 3, 1 parts of 20: 13.3, 1.3, 4, 1.3 -> 13, 1, 4, 1 and the spare post to a largest remainder (a first)
    expect(res.body.pillars.map((p: Entry) => [p.pillarId, p.share, p.target])).toEqual([
      [a.id, 10, 14],
      [b.id, null, 1],
      [c.id, 3, 4],
      [d.id, null, 1],
    ]);
    expect(res.body.total).toBe(20);
    expect(await mixOf(client)).toEqual({ ...res.body, from: expect.any(String), to: expect.any(String) });
    res = await setShares(
      client,
      [a, b, c, d].map((p) => ({ pillarId: p.id, share: null })),
    );
    expect(res.status).toBe(200);
    expect(targets(res.body)).toEqual([5, 5, 5, 5]);
    expect(res.body.pillars.every((p: Entry) => p.share === null)).toBe(true);
  });

  it("refuses bad input with 400 and the reason's code, writing nothing", async () => {
    const { client } = await signedInUser(t);
    const [a, b] = await strategyOf(client, [{ name: "A" }, { name: "B" }]);
    const cases: [unknown, string | null][] = [
      [[{ pillarId: a.id, share: 0 }], "PILLAR_SHARE_INVALID"],
      [[{ pillarId: a.id, share: PILLAR_SHARE_LIMITS.max + 1 }], "PILLAR_SHARE_INVALID"],
      [[{ pillarId: a.id, share: -1 }], "PILLAR_SHARE_INVALID"],
      [[{ pillarId: a.id, share: 2.5 }], "PILLAR_SHARE_INVALID"],
      [[{ pillarId: a.id, share: "3" }], "PILLAR_SHARE_INVALID"],
      [
        [
          { pillarId: b.id, share: 2 },
          { pillarId: a.id, share: 2 },
          { pillarId: a.id.toUpperCase(), share: 3 },
        ],
        "PILLAR_SHARE_DUPLICATE",
      ],
      // a good share beside a bad one: nothing written either
      [
        [
          { pillarId: b.id, share: 4 },
          { pillarId: a.id, share: 11 },
        ],
        "PILLAR_SHARE_INVALID",
      ],
      [[{ pillarId: a.id }], null],
      [[], null],
      [Array(21).fill({ pillarId: a.id, share: 1 }), null],
      [[{ pillarId: "x".repeat(101), share: 1 }], null],
      [a.id, null],
    ];
    for (const [shares, code] of cases) {
      const res = await setShares(client, shares);
      expect(res.status, JSON.stringify(shares)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      if (code) expect(JSON.stringify(res.body.error.details), JSON.stringify(shares)).toContain(code);
    }
    const bare = await client.json("/api/pillar-mix/shares", { method: "PUT", json: {} });
    expect(bare.status).toBe(400);
    const mix = await mixOf(client);
    expect(mix.pillars.map((p) => p.share)).toEqual([null, null]);
    expect(targets(mix)).toEqual([5, 5]);
  });

  it("refuses another user's pillar, an inactive one or an unknown id with 404, writing none of the shares", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [mine, off] = await strategyOf(a.client, [{ name: "Mine" }, { name: "Off", isActive: false }]);
    const [theirs] = await strategyOf(b.client, [{ name: "Theirs" }]);
    for (const id of [theirs.id, off.id, "not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const res = await setShares(a.client, [
        { pillarId: mine.id, share: 5 },
        { pillarId: id, share: 2 },
      ]);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect(entry(await mixOf(a.client), mine.id).share).toBeNull();
    expect(entry(await mixOf(b.client), theirs.id).share).toBeNull();
    const { rows } = await owner().query(`SELECT mix_share FROM linkedin_strategy_pillars WHERE id = ANY($1)`, [
      [mine.id, off.id, theirs.id],
    ]);
    expect(rows.map((r) => r.mix_share)).toEqual([null, null, null]);
  });

  it("keeps shares to their owner under row-level security, and the column in bounds", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [theirs] = await strategyOf(b.client, [{ name: "Theirs" }]);
    const c = await owner().connect();
    try {
      await c.query("BEGIN");
      await c.query(`SELECT set_config('role', 'pillarpost_app', true), set_config('app.user_id', $1, true)`, [
        a.userId,
      ]);
      const updated = await c.query(`UPDATE linkedin_strategy_pillars SET mix_share = 5 WHERE id = $1`, [theirs.id]);
      expect(updated.rowCount).toBe(0);
    } finally {
      await c.query("ROLLBACK");
      c.release();
    }
    await expect(
      owner().query(`UPDATE linkedin_strategy_pillars SET mix_share = 0 WHERE id = $1`, [theirs.id]),
    ).rejects.toThrow(/mix_share_range/);
    expect(entry(await mixOf(b.client), theirs.id).share).toBeNull();
  });
});

type Created = { id: string; status: string; pillarId: string; body: string };

describe("POST /api/pillar-mix/fill-gap in template mode (no LLM)", () => {
  it("adds idea cards to every pillar with room, at most its gap and 5, in one go, and answers the new mix", async () => {
    const { client } = await signedInUser(t);
    const [weekly, daily, monthly] = await strategyOf(client, [
      { name: "Weekly lessons", formats: ["Carousels"] },
      { name: "Daily stories" },
      { name: "Monthly recap" },
    ]);
    // Daily: 20 posts, shares 1, 3, 1 -> 4, 12, 4
    await answerFrequency(client, "Daily");
    expect((await setShares(client, [{ pillarId: daily.id, share: 3 }])).status).toBe(200);
    await post(client, weekly.id); // weekly: gap 3
    await post(client, weekly.id, "idea"); // and one idea waiting: room 2
    for (let i = 0; i < 4; i++) await post(client, monthly.id); // monthly: on track
    expect(targets(await mixOf(client))).toEqual([4, 12, 4]);
    const res = await fillGap(client);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ mode: "template", fallbackReason: "not-configured" });
    const posts = res.body.posts as Created[];
    expect(posts.filter((p) => p.pillarId === weekly.id)).toHaveLength(2);
    expect(posts.filter((p) => p.pillarId === daily.id)).toHaveLength(FILL_GAP_MAX_PER_PILLAR);
    expect(posts.filter((p) => p.pillarId === monthly.id)).toHaveLength(0);
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(["idea"]));
    // a title line and an angle; the weekly pillar's format named; all distinct
    for (const p of posts) expect(p.body.split("\n").length).toBeGreaterThanOrEqual(2);
    expect(posts.filter((p) => p.pillarId === weekly.id).every((p) => p.body.includes("Format: carousels."))).toBe(
      true,
    );
    expect(posts.filter((p) => p.pillarId === daily.id)[0].body).toMatch(/daily stories/i);
    expect(new Set(posts.map((p) => p.body)).size).toBe(posts.length);
    // the new mix counts them as ideas (not planned: the gap stays), and the posts are on the board (the list)
    expect(entry(res.body.mix, daily.id)).toMatchObject({ ideas: FILL_GAP_MAX_PER_PILLAR, gap: 12 });
    expect(entry(res.body.mix, weekly.id)).toMatchObject({ ideas: 3, gap: 3 });
    const ideas = await client.json("/api/posts?status=idea&limit=50");
    expect(ideas.body.items.length).toBe(posts.length + 1);
    // a second click: weekly has no room left; daily gets 5 more (12 - 5 ideas waiting)
    const again = await fillGap(client);
    expect(again.body.posts.map((p: Created) => p.pillarId)).toEqual(Array(FILL_GAP_MAX_PER_PILLAR).fill(daily.id));
  });

  it("writes the ideas in the user's interface language", async () => {
    const { client } = await signedInUser(t);
    expect((await client.json("/api/profile", { method: "PATCH", json: { language: "fr" } })).status).toBe(200);
    const [p] = await strategyOf(client, [{ name: "Conseils RH", formats: ["Polls"] }]);
    const res = await fillGap(client, { pillarIds: [p.id], perPillar: 2 });
    expect(res.status).toBe(201);
    expect(res.body.posts).toHaveLength(2);
    for (const idea of res.body.posts as Created[]) expect(idea.body).toContain("Format : sondages.");
  });

  it("fills only the given pillars (duplicates once, any case), at most perPillar, nothing for one on track", async () => {
    const { client } = await signedInUser(t);
    const [a, b, c] = await strategyOf(client, [{ name: "A" }, { name: "B" }, { name: "C" }]);
    // 10 over 3: c's 3 are drafted
    for (let i = 0; i < 3; i++) await post(client, c.id);
    const res = await fillGap(client, { pillarIds: [b.id, b.id.toUpperCase(), c.id], perPillar: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.posts.map((p: Created) => p.pillarId)).toEqual([b.id, b.id, b.id]);
    expect(entry(res.body.mix, a.id).ideas).toBe(0);
  });

  it("answers nothing to add without a strategy, or when every pillar is on track", async () => {
    const { client } = await signedInUser(t);
    let res = await fillGap(client);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ posts: [], mix: { pillars: [] } });
    const [p] = await strategyOf(client, [{ name: "Rare" }]);
    await answerFrequency(client, "Occasionally");
    await post(client, p.id);
    res = await fillGap(client);
    expect(res.body.posts).toEqual([]);
  });

  it("refuses other users' pillars, inactive ones and malformed ids with 404, writing nothing", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [mine, inactive] = await strategyOf(a.client, [
      { name: "Mine", frequency: "Daily" },
      { name: "Off", frequency: "Daily", isActive: false },
    ]);
    const [theirs] = await strategyOf(b.client, [{ name: "Theirs", frequency: "Daily" }]);
    for (const ids of [[theirs.id], [mine.id, theirs.id], [inactive.id], ["not-an-id"], ["'; DROP TABLE posts; --"]]) {
      const res = await fillGap(a.client, { pillarIds: ids });
      expect(res.status, JSON.stringify(ids)).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect(entry(await mixOf(a.client), mine.id).ideas).toBe(0);
    expect(entry(await mixOf(b.client), theirs.id).ideas).toBe(0);
  });

  it("refuses bad input with 400", async () => {
    const { client } = await signedInUser(t);
    const [p] = await strategyOf(client, [{ name: "P", frequency: "Daily" }]);
    for (const body of [
      { pillarIds: [] },
      { pillarIds: p.id },
      { pillarIds: Array(11).fill(p.id) },
      { pillarIds: ["x".repeat(101)] },
      { pillarIds: [7] },
      { perPillar: 0 },
      { perPillar: FILL_GAP_MAX_PER_PILLAR + 1 },
      { perPillar: 2.5 },
      { perPillar: "3" },
    ]) {
      const res = await fillGap(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    const nul = await client.request("/api/pillar-mix/fill-gap", { json: { pillarIds: ["\u0000"] } });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect(entry(await mixOf(client), p.id).ideas).toBe(0);
  });

  it("keeps ideas to the user's workspace under row-level security (a direct insert into another workspace is refused)", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [p] = await strategyOf(a.client, [{ name: "P" }]);
    await answerFrequency(a.client, "Once a week");
    const res = await fillGap(a.client);
    const workspaceA = (await a.client.json("/api/me")).body.workspace.id;
    const workspaceB = (await b.client.json("/api/me")).body.workspace.id;
    const ids = (res.body.posts as Created[]).map((x) => x.id);
    expect(ids).toHaveLength(4);
    const { rows } = await owner().query(`SELECT DISTINCT workspace_id FROM posts WHERE id = ANY($1)`, [ids]);
    expect(rows).toEqual([{ workspace_id: workspaceA }]);
    // b cannot see them through the API either
    expect((await b.client.json(`/api/posts/${ids[0]}`)).status).toBe(404);
    // as the app role with b's context, the rows are invisible and an insert for a's pillar into a's workspace fails
    const c = await owner().connect();
    try {
      await c.query("BEGIN");
      await c.query(
        `SELECT set_config('role', 'pillarpost_app', true), set_config('app.user_id', $1, true), set_config('app.workspace_id', $2, true)`,
        [b.userId, workspaceB],
      );
      expect((await c.query(`SELECT id FROM posts WHERE id = ANY($1)`, [ids])).rows).toEqual([]);
      await expect(
        c.query(`INSERT INTO posts (workspace_id, pillar_id, status) VALUES ($1, $2, 'idea')`, [workspaceA, p.id]),
      ).rejects.toThrow();
    } finally {
      await c.query("ROLLBACK");
      c.release();
    }
  });
});

describe("POST /api/pillar-mix/fill-gap with an LLM", () => {
  it("asks the model for every pillar's ideas at once and saves its answer", async () => {
    const { client } = await signedInUser(withLlm);
    const [a, b] = await strategyOf(client, [
      { name: "Lessons", description: "What I learnt running a shop" },
      { name: "Stories" },
    ]);
    // once a week: 4 posts, 2 each; one of Stories' drafted
    await answerFrequency(client, "Once a week");
    await post(client, b.id);
    llm.script({
      kind: "json",
      body: {
        pillars: [
          { pillar: 2, ideas: [{ title: "The day the shop flooded", angle: "What we saved first and why." }] },
          {
            pillar: 1,
            ideas: [
              { title: "Pricing\u0000 is a story", angle: "Three price changes\nand what customers said." },
              { title: "Stock less, sell more", angle: "Why a smaller range sold better." },
              { title: "An extra idea", angle: "Beyond the gap: dropped." },
            ],
          },
        ],
      },
    });
    const before = llm.requests.length;
    const res = await fillGap(client);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ mode: "llm", fallbackReason: null });
    expect(llm.requests.length).toBe(before + 1);
    const prompt = JSON.stringify(llm.requests.at(-1).messages);
    expect(prompt).toContain("Pillar 1: Lessons");
    expect(prompt).toContain("What I learnt running a shop");
    expect(prompt).toContain("Ideas wanted: 2");
    expect(llm.requests.at(-1).response_format?.json_schema?.name).toBe("pillar_ideas");
    expect((res.body.posts as Created[]).map((p) => [p.pillarId, p.body])).toEqual([
      [a.id, "Pricing is a story\nThree price changes\nand what customers said."],
      [a.id, "Stock less, sell more\nWhy a smaller range sold better."],
      [b.id, "The day the shop flooded\nWhat we saved first and why."],
    ]);
  });

  it("falls back to the templates when the model fails twice, and says why", async () => {
    const { client } = await signedInUser(withLlm);
    await strategyOf(client, [{ name: "Lessons" }]);
    await answerFrequency(client, "Monthly");
    llm.script({ kind: "json", body: { pillars: [] } }, { kind: "text", content: "not json" });
    const res = await fillGap(client);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mode: "template", fallbackReason: "invalid-output" });
    expect(res.body.posts).toHaveLength(1);
    await post(client, (await mixOf(client)).pillars[0].pillarId); // on track now: no call at all
    const calls = llm.requests.length;
    expect((await fillGap(client)).body.posts).toEqual([]);
    expect(llm.requests.length).toBe(calls);
  });

  it("runs one generation at a time per user: a second Fill the gap meanwhile gets 409", async () => {
    const { client } = await signedInUser(withLlm);
    await strategyOf(client, [{ name: "Slow" }]);
    await answerFrequency(client, "Monthly");
    llm.script({ kind: "hang", ms: 1200 });
    const first = fillGap(client);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await fillGap(client);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("POST_GENERATION_IN_PROGRESS");
    const done = await first;
    expect(done.status).toBe(201);
    expect(done.body.posts).toHaveLength(1);
  });

  it("counts LLM calls under Generate Post's limit (strategy generation has its own); over it, templates", async () => {
    const { client } = await signedInUser(withLlm);
    const [p] = await strategyOf(client, [{ name: "Stories", frequency: "Daily" }]);
    // the limit is 2: a strategy generation does not count, two fill-gaps do, then the templates answer
    llm.mode = "good";
    try {
      expect((await client.json("/api/functions/generate-strategy", { json: {} })).status).toBe(200);
      const [q] = await strategyOf(client, [{ name: "Stories again", frequency: "Daily" }], "Newest");
      for (let i = 0; i < 2; i++) {
        const llmFill = await fillGap(client, { perPillar: 1 });
        expect(llmFill.body).toMatchObject({ mode: "llm" });
        expect(llmFill.body.posts[0]).toMatchObject({ pillarId: q.id });
      }
      const over = await fillGap(client, { perPillar: 1 });
      expect(over.body).toMatchObject({ mode: "template", fallbackReason: "rate-limited" });
      expect(over.body.posts).toHaveLength(1);
      expect(p.id).not.toBe(q.id);
    } finally {
      llm.mode = "error";
    }
  });
});
