import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GENERATION_CODES,
  GENERATION_LIMITS,
  GENERATION_MESSAGES,
  generationEventSchema,
  POST_LENGTH_TARGETS,
  type GenerationEvent,
} from "../../src/contracts/generation/schemas";
import { FAKE_LLM_POST, fakePostVariants, startFakeLlm, type FakeLlm } from "../fakes/llm";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

const template = makeTestApp();
let llm: FakeLlm;
let withLlm: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm({ mode: "good" });
  withLlm = makeTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "3000",
  });
});
afterAll(() => llm?.stop());

const BASE = { format: "lessons", length: "medium", language: "en" } as const;

/** Reads a stream to its end: every line must be one of the contract's events. */
async function readEvents(res: Response): Promise<GenerationEvent[]> {
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const text = await res.text();
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trimEnd()
    .split("\n")
    .map((line) => generationEventSchema.parse(JSON.parse(line)));
}

async function generate(client: Client, body: Record<string, unknown>) {
  const res = await client.request("/api/generations", { json: { pillarId: null, ...BASE, ...body } });
  return res;
}

async function generated(client: Client, body: Record<string, unknown>) {
  const res = await generate(client, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return readEvents(res);
}

/** Every delta of a variant, concatenated. */
const streamedText = (events: GenerationEvent[], index: number) =>
  events
    .filter((e): e is Extract<GenerationEvent, { type: "delta" }> => e.type === "delta" && e.index === index)
    .map((e) => e.text)
    .join("");

const doneOf = (events: GenerationEvent[]) => {
  const done = events.at(-1);
  if (done?.type !== "done") throw new Error(`no done event: ${JSON.stringify(events.at(-1))}`);
  return done.generation;
};

async function userWithPillar(t: TestApp) {
  const u = await signedInUser(t);
  const res = await u.client.json("/api/strategies", {
    json: {
      name: "Plan",
      pillars: [
        {
          name: "Dynamic pricing",
          description: "How retailers set prices with data, for Industry professionals and Decision-makers.",
          targetAudience: "Industry professionals, Decision-makers",
          isActive: true,
        },
        { name: "Old pillar", isActive: false },
      ],
    },
  });
  expect(res.status).toBe(201);
  const [active, inactive] = res.body.strategy.pillars as { id: string }[];
  return { ...u, pillarId: active.id, inactivePillarId: inactive.id };
}

describe("Generate Post: template mode", () => {
  it("needs a session", async () => {
    const anon = new Client(template.app);
    expect((await anon.json("/api/generations/settings")).status).toBe(401);
    expect((await anon.json("/api/generations", { json: { ...BASE, topic: "x", pillarId: null } })).status).toBe(401);
    expect((await anon.json("/api/generations")).status).toBe(401);
  });

  it("says whether AI is configured", async () => {
    const { client } = await signedInUser(template);
    expect((await client.json("/api/generations/settings")).body).toEqual({ llmAvailable: false });
    const other = await signedInUser(withLlm);
    expect((await other.client.json("/api/generations/settings")).body).toEqual({ llmAvailable: true });
  });

  it("streams three variants in English with different hooks, and saves them to the history", async () => {
    const { client, pillarId } = await userWithPillar(template);
    const res = await generate(client, { pillarId, topic: "Pricing audits", tone: "Bold and opinionated" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "start", mode: "template" });
    const generation = doneOf(events);
    expect(generation).toMatchObject({
      mode: "template",
      input: {
        pillarId,
        pillarName: "Dynamic pricing",
        topic: "Pricing audits",
        noteId: null,
        format: "lessons",
        tone: "Bold and opinionated",
        length: "medium",
        language: "en",
        promptId: null,
      },
    });
    expect(generation.variants).toHaveLength(3);
    expect(new Set(generation.variants.map((v) => v.hook)).size).toBe(3);
    generation.variants.forEach((v, i) => {
      expect(streamedText(events, i)).toBe(v.text);
      expect(v.text.startsWith(v.hook)).toBe(true);
      expect(v.text).toMatch(/pricing audits/i);
      expect(v.text.length).toBeGreaterThanOrEqual(POST_LENGTH_TARGETS.medium.min);
      expect(v.text.length).toBeLessThanOrEqual(POST_LENGTH_TARGETS.medium.max);
      // nothing for the author: not the pillar's name, strategy description or audience, no series line
      expect(v.text).not.toMatch(/Dynamic pricing|DynamicPricing|How retailers set prices|series on|Insights/i);
      expect(v.text.split("\n").at(-1)).toBe("#PricingAudits");
    });
    const saved = await client.json(`/api/generations/${generation.id}`);
    expect(saved.body.generation).toEqual(generation);
  });

  it("writes natural French in French, with the strategy's tone when the request has none", async () => {
    const { client, userId } = await signedInUser(template);
    await template.database.pool.query(
      "INSERT INTO strategy_user_responses (user_id, question_id, response) VALUES ($1, $2, $3)",
      [userId, "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0009", JSON.stringify("Witty")],
    );
    const events = await generated(client, { topic: "La tarification dynamique", format: "how-to", language: "fr" });
    const generation = doneOf(events);
    expect(generation.input.tone).toBe("Witty");
    for (const v of generation.variants) {
      expect(v.text).toMatch(/(^|[ \n])(la|de la|La) tarification dynamique/);
      expect(v.text).toMatch(/\u00a0[?:]/); // French typography
      expect(v.text).not.toMatch(/ the | and /);
    }
    const plain = doneOf(await generated((await signedInUser(template)).client, { topic: "Pricing" }));
    expect(plain.input.tone).toBe("professional");
  });

  it("uses a note's text as the topic when the topic is empty", async () => {
    const { client } = await signedInUser(template);
    const note = await client.json("/api/notes", { json: { body: "Why loyalty programs fail\nmore details" } });
    const generation = doneOf(await generated(client, { topic: "", noteId: note.body.note.id, length: "short" }));
    expect(generation.input.noteId).toBe(note.body.note.id);
    expect(generation.input.topic).toBe("Why loyalty programs fail\nmore details");
    expect(generation.variants[0].text).toMatch(/why loyalty programs fail/i);
  });

  it("regenerates one variant with a new hook and keeps the others", async () => {
    const { client } = await signedInUser(template);
    const first = doneOf(await generated(client, { topic: "Remote onboarding", format: "checklist" }));
    const res = await client.request(`/api/generations/${first.id}/variants/1`, { method: "POST" });
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "start", mode: "template" });
    expect(events.filter((e) => e.type === "delta").every((e) => e.type === "delta" && e.index === 1)).toBe(true);
    const second = doneOf(events);
    expect(second.id).toBe(first.id);
    expect(second.variants[0]).toEqual(first.variants[0]);
    expect(second.variants[2]).toEqual(first.variants[2]);
    expect(first.variants.map((v) => v.hook)).not.toContain(second.variants[1].hook);
    expect(streamedText(events, 1)).toBe(second.variants[1].text);
    expect((await client.json(`/api/generations/${first.id}`)).body.generation).toEqual(second);
  });

  it("lists the history newest first, paginated, and deletes", async () => {
    const { client } = await signedInUser(template);
    const ids: string[] = [];
    for (const topic of ["one", "two", "three"]) ids.push(doneOf(await generated(client, { topic })).id);
    const page = await client.json("/api/generations?limit=2");
    expect(page.body.items.map((g: { id: string }) => g.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.total).toBe(3);
    const next = await client.json("/api/generations?limit=2&offset=2");
    expect(next.body.items.map((g: { id: string }) => g.id)).toEqual([ids[0]]);
    const removed = await client.json(`/api/generations/${ids[1]}`, { method: "DELETE" });
    expect(removed.body.generation.id).toBe(ids[1]);
    expect((await client.json(`/api/generations/${ids[1]}`)).status).toBe(404);
    expect((await client.json(`/api/generations/${ids[1]}`, { method: "DELETE" })).status).toBe(404);
    expect((await client.json("/api/generations")).body.total).toBe(2);
    expect((await client.json("/api/generations?limit=0")).status).toBe(400);
  });

  it("follows an Inspirations structure: its parts in order, the writer's own left to fill, kept when regenerating", async () => {
    const { client } = await signedInUser(template);
    const events = await generated(client, {
      topic: "Saying yes to every client",
      structureId: "post-mistake-cost-now",
    });
    const generation = doneOf(events);
    expect(generation.input.structureId).toBe("post-mistake-cost-now");
    for (const [i, v] of generation.variants.entries()) {
      expect(v.text.split("\n\n").slice(1, 4)).toEqual(["[mistake]", "[what it cost]", "[what I do now]"]);
      expect(streamedText(events, i)).toBe(v.text);
    }
    const again = doneOf(
      await readEvents(await client.request(`/api/generations/${generation.id}/variants/2`, { method: "POST" })),
    );
    expect(again.variants[2].text.split("\n\n").slice(1, 4)).toEqual([
      "[mistake]",
      "[what it cost]",
      "[what I do now]",
    ]);
    expect(generation.variants.map((v) => v.hook)).not.toContain(again.variants[2].hook);
    // in French, the parts are named in French
    const fr = doneOf(
      await generated(client, { topic: "Le recrutement", language: "fr", structureId: "post-mistake-cost-now" }),
    );
    expect(fr.variants[0].text).toContain("[erreur]\n\n[ce que ça a coûté]");
    // without one, the history says so
    expect(doneOf(await generated(client, { topic: "Pricing" })).input.structureId).toBeNull();
  });

  it("is never limited", async () => {
    const limited = makeTestApp({ GENERATE_RATE_LIMIT_MAX: "1", GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600" });
    const { client } = await signedInUser(limited);
    const runs = await Promise.all([1, 2, 3].map(() => generated(client, { topic: "Pricing" })));
    for (const events of runs) expect(doneOf(events).mode).toBe("template");
  });
});

describe("Generate Post: bad input", () => {
  it("answers 400 with codes, and writes nothing", async () => {
    const { client } = await signedInUser(template);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ topic: "" }, 400, "VALIDATION_FAILED"],
      [{ topic: "   " }, 400, "VALIDATION_FAILED"],
      [{ topic: "a\u0000b" }, 400, "INVALID_CHARACTERS"],
      [{ topic: "x".repeat(GENERATION_LIMITS.topicMax + 1) }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", tone: "y".repeat(GENERATION_LIMITS.toneMax + 1) }, 400, "VALIDATION_FAILED"],
      [{ topic: 42 }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", format: "limerick" }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", length: "epic" }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", language: "de" }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", pillarId: "not-an-id" }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", mode: "llm" }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", structureId: "no-such-structure" }, 400, "STRUCTURE_NOT_FOUND"],
      [{ topic: "x", structureId: "../../etc/passwd" }, 400, "STRUCTURE_NOT_FOUND"],
      [{ topic: "x", structureId: "post-mistake-cost-now\u0000" }, 400, "INVALID_CHARACTERS"],
      [{ topic: "x", structureId: "p".repeat(GENERATION_LIMITS.structureIdMax + 1) }, 400, "VALIDATION_FAILED"],
      [{ topic: "x", structureId: 7 }, 400, "VALIDATION_FAILED"],
    ];
    for (const [body, status, code] of cases) {
      const res = await client.json("/api/generations", { json: { pillarId: null, ...BASE, ...body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    const empty = await client.json("/api/generations", { json: { pillarId: null, ...BASE, topic: "" } });
    expect(empty.body.error.details.issues).toEqual([{ path: "topic", code: GENERATION_CODES.topicRequired }]);
    const notJson = await client.request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await client.json("/api/generations")).body.total).toBe(0);
  });

  it("answers 404 for another workspace's pillar, note or generation, an inactive pillar, a prompt", async () => {
    const owner = await userWithPillar(template);
    const note = (await owner.client.json("/api/notes", { json: { body: "secret idea" } })).body.note;
    const prompt = (await owner.client.json("/api/prompts", { json: { name: "Mine", text: "Be brief" } })).body.prompt;
    const theirs = doneOf(await generated(owner.client, { topic: "Theirs" }));
    const { client } = await signedInUser(template);
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ topic: "x", pillarId: owner.pillarId }, "NOT_FOUND", "PILLAR_NOT_FOUND"],
      [{ topic: "", noteId: note.id }, "NOT_FOUND", "NOTE_NOT_FOUND"],
      [{ topic: "x", promptId: crypto.randomUUID() }, "PROMPT_NOT_FOUND", undefined],
      [{ topic: "x", promptId: prompt.id }, "PROMPT_NOT_FOUND", undefined],
    ];
    for (const [body, code, issue] of cases) {
      const res = await client.json("/api/generations", { json: { pillarId: null, ...BASE, ...body } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(code);
      if (issue) expect(res.body.error.details.issues[0].code).toBe(issue);
    }
    const inactive = await owner.client.json("/api/generations", {
      json: { ...BASE, topic: "x", pillarId: owner.inactivePillarId },
    });
    expect(inactive.status).toBe(404);
    for (const path of [`/api/generations/${theirs.id}`, "/api/generations/nope"]) {
      const res = await client.json(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "GENERATION_NOT_FOUND", message: GENERATION_MESSAGES.generationNotFound });
      expect((await client.json(path, { method: "DELETE" })).status).toBe(404);
      expect((await client.request(`${path}/variants/0`, { method: "POST" })).status).toBe(404);
    }
    for (const index of ["3", "-1"]) {
      const res = await owner.client.json(`/api/generations/${theirs.id}/variants/${index}`, { method: "POST" });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VARIANT_INDEX_INVALID");
    }
    expect((await owner.client.json(`/api/generations/${theirs.id}/variants/x`, { method: "POST" })).status).toBe(400);
    expect((await owner.client.json(`/api/generations/${theirs.id}`)).body.generation).toEqual(theirs);
  });
});

describe("Generate Post: with an LLM", () => {
  it("streams the model's variants: start, deltas that add up to each text, done; with the voice examples", async () => {
    const { client, userId, pillarId } = await userWithPillar(withLlm);
    const post = await client.json("/api/posts", { json: { body: "My published voice: short lines, no fluff." } });
    await withLlm.database.pool.query("UPDATE posts SET status = 'published', published_at = now() WHERE id = $1", [
      post.body.post.id,
    ]);
    const before = llm.requests.length;
    const events = await generated(client, { pillarId, topic: "Pricing audits", format: "story" });
    expect(events[0]).toEqual({ type: "start", mode: "llm" });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(6);
    expect(events.slice(1, -1).every((e) => e.type === "delta")).toBe(true);
    const generation = doneOf(events);
    expect(generation.mode).toBe("llm");
    expect(generation.variants).toEqual(
      fakePostVariants("Pricing audits").variants.map((v) => ({ hook: v.text.split("\n")[0], text: v.text })),
    );
    generation.variants.forEach((v, i) => expect(streamedText(events, i)).toBe(v.text));
    expect(llm.requests.length).toBe(before + 1);
    const req = llm.requests.at(-1);
    expect(llm.headers.at(-1)?.authorization).toBe(`Bearer ${llm.apiKey}`);
    expect(req.model).toBe("fake-model");
    expect(req.stream).toBe(true);
    expect(req.response_format.json_schema.name).toBe(FAKE_LLM_POST.schemaName);
    const prompt = JSON.stringify(req.messages);
    for (const needle of ["Topic: Pricing audits", "Dynamic pricing", "How retailers set prices", "My published voice"])
      expect(prompt).toContain(needle);
    expect((await client.json(`/api/generations/${generation.id}`)).body.generation).toEqual(generation);
    expect(userId).toBeTruthy();
  });

  it("adds the chosen saved prompt's text as the writer's instructions, also when regenerating", async () => {
    const { client } = await signedInUser(withLlm);
    const saved = await client.json("/api/prompts", {
      json: { name: "P.S.", text: "Always end with a P.S. about the newsletter." },
    });
    expect(saved.status).toBe(201);
    const promptId = saved.body.prompt.id;
    const generation = doneOf(await generated(client, { topic: "Prompts", promptId }));
    expect(generation.input.promptId).toBe(promptId);
    expect(JSON.stringify(llm.requests.at(-1).messages)).toContain("Always end with a P.S. about the newsletter.");
    await readEvents(await client.request(`/api/generations/${generation.id}/variants/0`, { method: "POST" }));
    expect(JSON.stringify(llm.requests.at(-1).messages)).toContain("Always end with a P.S. about the newsletter.");
    // a prompt deleted since: the regeneration runs without it
    expect((await client.json(`/api/prompts/${promptId}`, { method: "DELETE" })).status).toBe(200);
    const again = doneOf(
      await readEvents(await client.request(`/api/generations/${generation.id}/variants/0`, { method: "POST" })),
    );
    expect(again.input.promptId).toBe(promptId);
    expect(JSON.stringify(llm.requests.at(-1).messages)).not.toContain("Always end with a P.S.");
  });

  it("gives the model an Inspirations structure's parts and worked example, also when regenerating", async () => {
    const { client } = await signedInUser(withLlm);
    const generation = doneOf(await generated(client, { topic: "Hiring", structureId: "post-mistake-cost-now" }));
    expect(generation.mode).toBe("llm");
    expect(generation.input.structureId).toBe("post-mistake-cost-now");
    const sent = () => JSON.stringify(llm.requests.at(-1).messages);
    expect(sent()).toContain("{mistake} → {what it cost} → {what I do now} → {question}");
    expect(sent()).toContain("For two years I said yes to every project that came in.");
    await readEvents(await client.request(`/api/generations/${generation.id}/variants/1`, { method: "POST" }));
    expect(sent()).toContain("{mistake} → {what it cost} → {what I do now} → {question}");
  });

  it("repairs an invalid answer once", async () => {
    const { client } = await signedInUser(withLlm);
    llm.script(
      { kind: "text", content: '{"variants": [{"hook": "x"' },
      { kind: "json", body: fakePostVariants("Repair") },
    );
    const generation = doneOf(await generated(client, { topic: "Repair" }));
    expect(generation.variants[0].hook).toBe(`${FAKE_LLM_POST.hookPrefix} 1: Repair`);
    expect(JSON.stringify(llm.requests.at(-1).messages)).toContain("could not be used");
  });

  const failing: [string, () => void, string][] = [
    [
      "an invalid answer twice",
      () =>
        llm.script(
          { kind: "text", content: "no JSON here" },
          {
            kind: "json",
            body: { variants: fakePostVariants("Same").variants.map((v) => ({ text: `Same hook\n${v.text}` })) },
          },
        ),
      GENERATION_CODES.llmInvalidOutput,
    ],
    ["a server error", () => llm.script({ kind: "status", status: 500 }), GENERATION_CODES.llmFailed],
    [
      "a model that stops answering",
      () => llm.script({ kind: "hang-after", chunks: 4, body: fakePostVariants("Slow") }),
      GENERATION_CODES.llmTimeout,
    ],
  ];
  for (const [what, script, code] of failing)
    it(`ends with an error event offering the template mode on ${what}, and saves nothing`, async () => {
      const { client } = await signedInUser(withLlm);
      script();
      const events = await generated(client, { topic: "Failure" });
      expect(events[0]).toEqual({ type: "start", mode: "llm" });
      expect(events.at(-1)).toEqual({
        type: "error",
        code,
        message:
          GENERATION_MESSAGES[
            Object.entries(GENERATION_CODES).find(([, c]) => c === code)![0] as keyof typeof GENERATION_MESSAGES
          ],
        templateAvailable: true,
      });
      expect((await client.json("/api/generations")).body.total).toBe(0);
      expect(withLlm.logs.join("")).not.toContain("test-key");
      // the template mode still answers
      expect(doneOf(await generated(client, { topic: "Failure", mode: "template" })).mode).toBe("template");
    });

  it("cancels the model's call when the client goes away, and saves nothing", async () => {
    const { client } = await signedInUser(withLlm);
    llm.streaming = { chunkSize: 4, delayMs: 30 };
    const closedBefore = llm.streamsClosedEarly;
    try {
      const res = await generate(client, { topic: "Cancelled" });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('"start"');
      await reader.read();
      await reader.cancel();
      // the model's call is cancelled (its connection closed before the end), and the slot given back
      await expect.poll(() => llm.streamsClosedEarly).toBe(closedBefore + 1);
      await new Promise((r) => setTimeout(r, 100));
      llm.streaming = { chunkSize: 12, delayMs: 0 };
      const next = doneOf(await generated(client, { topic: "After" }));
      const list = await client.json("/api/generations");
      expect(list.body.items.map((g: { id: string }) => g.id)).toEqual([next.id]);
    } finally {
      llm.streaming = { chunkSize: 12, delayMs: 0 };
    }
  });

  it("regenerates one variant with the model, telling it the hooks to avoid", async () => {
    const { client } = await signedInUser(withLlm);
    const first = doneOf(await generated(client, { topic: "Regenerate" }));
    llm.script({
      kind: "json",
      body: { variants: [{ text: "A brand new hook\n\nAbout Regenerate." }] },
    });
    const events = await readEvents(
      await client.request(`/api/generations/${first.id}/variants/2`, { method: "POST" }),
    );
    const second = doneOf(events);
    expect(second.variants[2]).toEqual({ hook: "A brand new hook", text: "A brand new hook\n\nAbout Regenerate." });
    expect(second.variants.slice(0, 2)).toEqual(first.variants.slice(0, 2));
    expect(streamedText(events, 2)).toBe(second.variants[2].text);
    const prompt = JSON.stringify(llm.requests.at(-1).messages);
    expect(prompt).toContain("exactly 1 variant");
    expect(prompt).toContain(first.variants[0].hook);
  });
});

describe("Generate Post: limits", () => {
  it("runs one LLM generation at a time per user (409), not blocking others or the template mode", async () => {
    const { client } = await signedInUser(withLlm);
    const other = await signedInUser(withLlm);
    // about 15 chunks 40 ms apart: well within LLM_TIMEOUT_MS, long enough for the calls below
    llm.streaming = { chunkSize: 40, delayMs: 40 };
    try {
      // the answer's headers come once the user's slot is taken; the stream goes on
      const running = await generate(client, { topic: "Slow" });
      expect(running.status).toBe(200);
      const second = await client.json("/api/generations", { json: { pillarId: null, ...BASE, topic: "Again" } });
      expect(second.status).toBe(409);
      expect(second.body.error).toEqual({
        code: "POST_GENERATION_IN_PROGRESS",
        message: GENERATION_MESSAGES.postGenerationInProgress,
      });
      expect(doneOf(await generated(client, { topic: "Template", mode: "template" })).mode).toBe("template");
      expect(doneOf(await generated(other.client, { topic: "Other" })).mode).toBe("llm");
      expect(doneOf(await readEvents(running)).mode).toBe("llm");
    } finally {
      llm.streaming = { chunkSize: 12, delayMs: 0 };
    }
    expect(doneOf(await generated(client, { topic: "Free again" })).mode).toBe("llm");
  });

  it("limits LLM calls per user: over the limit 429 with the wait, and the template mode still answers", async () => {
    const limited = makeTestApp({
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: llm.apiKey,
      LLM_MODEL: "fake-model",
      GENERATE_RATE_LIMIT_MAX: "2",
      GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    const { client } = await signedInUser(limited);
    for (let i = 0; i < 2; i++) expect(doneOf(await generated(client, { topic: `T${i}` })).mode).toBe("llm");
    const over = await client.json("/api/generations", { json: { pillarId: null, ...BASE, topic: "Over" } });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: "LLM_RATE_LIMITED", message: GENERATION_MESSAGES.llmRateLimited });
    expect(Number(over.res.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(doneOf(await generated(client, { topic: "Over", mode: "template" })).mode).toBe("template");
    // strategy generation counts apart
    const other = await signedInUser(limited);
    expect(doneOf(await generated(other.client, { topic: "Other" })).mode).toBe("llm");
  });
});
