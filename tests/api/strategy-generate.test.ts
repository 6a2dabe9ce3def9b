import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_FORMATS,
  FREQUENCIES,
  readGeneratedStrategy,
  STRATEGY_MESSAGES,
} from "../../src/contracts/strategy/schemas";
import { startFakeLlm, type FakeLlm } from "../fakes/llm";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";
import { COMPLETE_ANSWERS as ANSWERS } from "../fixtures/strategy-answers";

const builtin = makeTestApp();
let llm: FakeLlm;
let withLlm: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm();
  withLlm = makeTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "1500",
  });
});
afterAll(() => llm?.stop());

async function answeredUser(t: TestApp, answers: Record<string, unknown> = ANSWERS) {
  const u = await signedInUser(t);
  const res = await u.client.json("/api/strategy-responses", { method: "PUT", json: { answers } });
  expect(res.status).toBe(200);
  return u;
}

const generate = (client: Client, body: unknown = {}) =>
  client.json("/api/functions/generate-strategy", { json: body });

function goodStrategy(count: number, name = "Pricing Power Plan") {
  return {
    name,
    pillars: Array.from({ length: count }, (_, i) => ({
      name: `Pillar ${i + 1}`,
      description: "Posts about dynamic pricing",
      purpose: "Bring leads to the audit",
      targetAudience: "Retail executives",
      formats: ["Carousels", "Polls"],
      engagementStyle: "Bold takes with a question",
      frequency: "Once a week",
    })),
  };
}

describe("POST /api/functions/generate-strategy with the built-in generator", () => {
  it("needs a session", async () => {
    expect((await generate(new Client(builtin.app))).status).toBe(401);
  });

  it("builds the strategy from the answers, saves it and says which generator made it", async () => {
    const { client, userId } = await answeredUser(builtin);
    const res = await generate(client, {});
    expect(res.status).toBe(200);
    expect(res.body.content.generator).toBe("builtin");
    expect(res.body.content.fallbackReason).toBe("not-configured");
    const s = readGeneratedStrategy(res.body);
    expect(s.userId).toBe(userId);
    expect(s.generator).toBe("builtin");
    expect(s.name).toMatch(/^LinkedIn Content Strategy - \d{4}-\d{2}-\d{2}$/);
    expect(s.pillars.map((p) => p.name)).toEqual([
      "Dynamic pricing insights",
      "Retail media insights",
      "Educational Content",
      "Behind-the-Scenes",
    ]);
    for (const p of s.pillars) {
      expect(p.isActive).toBe(true);
      expect(p.frequency).toBe("Once a week");
      expect(p.targetAudience).toBe("Decision-makers and executives, Industry professionals");
      expect(p.engagementStyle).toMatch(/Bold and opinionated/);
      expect(p.formats.length).toBeGreaterThan(0);
      expect(p.formats.every((f) => ["Carousels", "Polls", "Case studies"].includes(f))).toBe(true);
    }
    const list = await client.json("/api/strategies");
    expect(list.body.strategies[0].id).toBe(s.id);
    expect(list.body.strategies[0].pillars).toHaveLength(4);
  });

  it("applies the request's options over the answers, and SPEC defaults without answers", async () => {
    const { client } = await answeredUser(builtin);
    const res = await generate(client, {
      strategyName: "Q3 plan",
      options: { pillarCount: 5, tone: "Witty", targetAudience: "CFOs" },
    });
    const s = res.body.content.strategy;
    expect(s.name).toBe("Q3 plan");
    expect(s.pillars).toHaveLength(5);
    expect(s.pillars[0].targetAudience).toBe("CFOs");
    expect(s.pillars[0].engagementStyle).toMatch(/Witty/);

    const fresh = await signedInUser(builtin);
    const plain = await generate(fresh.client);
    const d = plain.body.content.strategy;
    expect(d.pillars.map((p: any) => p.name)).toEqual([
      "Industry Insights",
      "Thought Leadership",
      "Educational Content",
    ]);
    expect(d.pillars[0]).toMatchObject({
      formats: ["Text-based posts", "Image-based posts"],
      frequency: "2-3 times per week",
      targetAudience: "industry professionals",
    });
    expect(d.pillars[0].engagementStyle).toMatch(/^Professional/);
  });

  it("writes in French for a French user", async () => {
    const { client, userId } = await answeredUser(builtin);
    await builtin.database.pool.query("UPDATE users SET language = 'fr' WHERE id = $1", [userId]);
    const s = (await generate(client)).body.content.strategy;
    expect(s.name).toMatch(/^Stratégie de contenu LinkedIn - /);
    expect(s.pillars[0].name).toBe("Dynamic pricing : décryptages");
    expect(s.pillars[2].name).toBe("Contenu pédagogique");
    expect(s.pillars[0].targetAudience).toBe("Décideurs et dirigeants, Professionnels du secteur");
    expect(s.pillars[0].formats.every((f: string) => (CONTENT_FORMATS as readonly string[]).includes(f))).toBe(true);
  });

  it("writes in the requested language over the profile's (the wizard sends the interface language)", async () => {
    const { client } = await answeredUser(builtin);
    const s = (await generate(client, { options: { language: "fr" } })).body.content.strategy;
    expect(s.name).toMatch(/^Stratégie de contenu LinkedIn - /);
    expect(s.pillars[0].targetAudience).toBe("Décideurs et dirigeants, Professionnels du secteur");
    const bad = await generate(client, { options: { language: "de" } });
    expect(bad.status).toBe(400);
  });

  it("rejects bad options with a clear 400", async () => {
    const { client } = await signedInUser(builtin);
    for (const pillarCount of [2, 6, 3.5, "many"]) {
      const res = await generate(client, { options: { pillarCount } });
      expect(res.status, String(pillarCount)).toBe(400);
      expect(res.body.error.message).toMatch(/pillarCount/);
    }
    expect((await generate(client, { options: "x" })).status).toBe(400);
  });

  it("the client-side check of SPEC §5 rejects other shapes", () => {
    expect(() => readGeneratedStrategy({ content: {} })).toThrow(STRATEGY_MESSAGES.invalidGenerateResponse);
    expect(() => readGeneratedStrategy(null)).toThrow(STRATEGY_MESSAGES.invalidGenerateResponse);
  });
});

describe("POST /api/functions/generate-strategy with an LLM", () => {
  it("uses a good answer, sends all the answers and the requested count", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script({ kind: "json", body: goodStrategy(4) });
    const before = llm.requests.length;
    const res = await generate(client);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ generator: "llm", fallbackReason: null });
    expect(res.body.content.strategy).toMatchObject({ name: "Pricing Power Plan", generator: "llm" });
    expect(res.body.content.strategy.pillars).toHaveLength(4);
    expect(llm.requests.length).toBe(before + 1);
    const req = llm.requests.at(-1);
    expect(req.model).toBe("fake-model");
    const prompt = JSON.stringify(req.messages);
    for (const needle of [
      "Head of Data at a retail chain",
      "our analytics audit",
      "Dynamic pricing, Retail media",
      "Pricing analytics",
      "exactly 4 content pillars",
      "English",
    ]) {
      expect(prompt).toContain(needle);
    }
    expect(req.response_format?.type).toMatch(/json/);
  });

  it("keeps the requested strategy name over the model's", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script({ kind: "json", body: goodStrategy(3) });
    const res = await generate(client, { strategyName: "Mine", options: { pillarCount: 3 } });
    expect(res.body.content.strategy.name).toBe("Mine");
  });

  it("repairs invalid JSON once", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script(
      { kind: "text", content: "Sure! Here is your strategy: {name:" },
      { kind: "json", body: goodStrategy(4) },
    );
    const before = llm.requests.length;
    const res = await generate(client);
    expect(res.body.content.generator).toBe("llm");
    expect(llm.requests.length).toBe(before + 2);
    const repair = JSON.stringify(llm.requests.at(-1).messages);
    expect(repair).toContain("Sure! Here is your strategy");
    expect(repair).toContain("could not be used");
  });

  it("repairs a wrong pillar count, and falls back when the repair is wrong too", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script({ kind: "json", body: goodStrategy(2) }, { kind: "json", body: goodStrategy(4) });
    const repaired = await generate(client);
    expect(repaired.body.content.generator).toBe("llm");
    expect(repaired.body.content.strategy.pillars).toHaveLength(4);

    llm.script(
      { kind: "json", body: goodStrategy(6) },
      {
        kind: "json",
        body: { ...goodStrategy(4), pillars: goodStrategy(4).pillars.map((p) => ({ ...p, frequency: "Hourly" })) },
      },
    );
    const fallback = await generate(client);
    expect(fallback.body.content).toMatchObject({ generator: "builtin", fallbackReason: "invalid-output" });
    expect(fallback.body.content.strategy.pillars).toHaveLength(4);
    expect((FREQUENCIES as readonly string[]).includes(fallback.body.content.strategy.pillars[0].frequency)).toBe(true);
  });

  it("falls back to the built-in generator on a 500", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script({ kind: "status", status: 500 });
    const res = await generate(client);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ generator: "builtin", fallbackReason: "error" });
    expect(withLlm.logs.join("")).toContain("using the built-in generator");
    expect(withLlm.logs.join("")).not.toContain("test-key");
  });

  it("falls back when the model does not answer in time", async () => {
    const { client } = await answeredUser(withLlm);
    llm.script({ kind: "hang", ms: 5000 });
    const started = Date.now();
    const res = await generate(client);
    expect(Date.now() - started).toBeLessThan(4500);
    expect(res.body.content).toMatchObject({ generator: "builtin", fallbackReason: "timeout" });
  });
});

describe("POST /api/functions/generate-strategy guard", () => {
  it("runs one generation at a time per user: a second call while the first runs gets 409, others are not blocked", async () => {
    const { client } = await answeredUser(withLlm);
    const other = await answeredUser(withLlm);
    llm.script({ kind: "hang", ms: 600 }, { kind: "json", body: goodStrategy(4) });
    const first = generate(client);
    await new Promise((r) => setTimeout(r, 150));
    const second = await generate(client);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: "GENERATION_IN_PROGRESS",
      message: STRATEGY_MESSAGES.generationInProgress,
    });
    const unrelated = await generate(other.client);
    expect(unrelated.status).toBe(200);
    expect((await first).status).toBe(200);
    const list = await client.json("/api/strategies");
    expect(list.body.strategies).toHaveLength(1);
    expect((await generate(client)).status).toBe(200);
  });

  it("limits only LLM calls: over the limit the built-in generator answers, uncounted, with the wait", async () => {
    const limited = makeTestApp({
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: llm.apiKey,
      LLM_MODEL: "fake-model",
      GENERATE_RATE_LIMIT_MAX: "2",
      GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    const { client } = await answeredUser(limited);
    llm.script({ kind: "json", body: goodStrategy(4) }, { kind: "json", body: goodStrategy(4) });
    const before = llm.requests.length;
    expect((await generate(client)).body.content.generator).toBe("llm");
    expect((await generate(client)).body.content.generator).toBe("llm");
    for (let i = 0; i < 3; i++) {
      const over = await generate(client);
      expect(over.status).toBe(200);
      expect(over.body.content).toMatchObject({ generator: "builtin", fallbackReason: "rate-limited" });
      expect(over.body.content.retryAfterSeconds).toBeGreaterThan(590);
      expect(over.body.content.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(readGeneratedStrategy(over.body).pillars.length).toBeGreaterThan(0);
    }
    expect(llm.requests.length - before).toBe(2);
    expect((await client.json("/api/strategies")).body.strategies).toHaveLength(5);
    const other = await answeredUser(limited);
    llm.script({ kind: "json", body: goodStrategy(4) });
    expect((await generate(other.client)).body.content.generator).toBe("llm");
  });

  it("never limits the built-in generator when no LLM is configured", async () => {
    const limited = makeTestApp({ GENERATE_RATE_LIMIT_MAX: "1", GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600" });
    const { client } = await answeredUser(limited);
    for (let i = 0; i < 3; i++) {
      const res = await generate(client);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({
        generator: "builtin",
        fallbackReason: "not-configured",
        retryAfterSeconds: null,
      });
    }
  });
});
