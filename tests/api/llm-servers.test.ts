import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiConnectionCheck } from "../../src/contracts/ai/schemas";
import { generationEventSchema, type GenerationEvent } from "../../src/contracts/generation/schemas";
import { QUESTION_IDS } from "../../src/contracts/strategy/rules";
import { FAKE_LLM_IDEA_PREFIX, FAKE_LLM_POST, FAKE_LLM_STRATEGY, startFakeLlm, type FakeLlm } from "../fakes/llm";
import { LLM_SERVER_PROFILES, type LlmServerName, type LlmServerProfile } from "../fakes/llm-server-profiles";
import { COMPLETE_ANSWERS } from "../fixtures/strategy-answers";
import { makeTestApp, signedInUser, type Client, type TestApp } from "../support/test-app";
import { en } from "../support/locales";

/**
 * The three AI features (strategy, Generate Post, Fill the gap) against each server family's documented behaviour
 * (tests/fakes/llm-server-profiles.ts): the AI writes, or the user reads a specific reason.
 */

const MODEL = "fake-model";

interface Server {
  llm: FakeLlm;
  app: TestApp;
}

async function serverOf(
  profile: LlmServerProfile,
  env: Record<string, string> = {},
  basePath = profile.basePath,
  running?: FakeLlm,
) {
  const llm = running ?? (await startFakeLlm({ mode: "good", profile, models: [MODEL] }));
  const app = makeTestApp({
    LLM_BASE_URL: `${llm.origin}${basePath}`,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: MODEL,
    LLM_TIMEOUT_MS: "5000",
    GENERATE_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  return { llm, app };
}

async function strategy(client: Client) {
  expect(
    (await client.json("/api/strategy-responses", { method: "PUT", json: { answers: COMPLETE_ANSWERS } })).status,
  ).toBe(200);
  const res = await client.json("/api/functions/generate-strategy", { json: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content as { generator: string; fallbackReason: string | null; retryAfterSeconds?: number | null };
}

async function post(client: Client): Promise<GenerationEvent[]> {
  const res = await client.request("/api/generations", {
    json: { pillarId: null, topic: "Dynamic pricing", format: "lessons", length: "medium", language: "en" },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.text())
    .trimEnd()
    .split("\n")
    .map((line) => generationEventSchema.parse(JSON.parse(line)));
}

async function fillGap(client: Client) {
  const pillars = [{ name: "Lessons", description: "What I learnt running a shop", isActive: true }];
  expect((await client.json("/api/strategies", { json: { name: "Plan", pillars } })).status).toBe(201);
  expect(
    (
      await client.json("/api/strategy-responses", {
        method: "PUT",
        json: { answers: { [QUESTION_IDS.frequency]: "Once a week" } },
      })
    ).status,
  ).toBe(200);
  const res = await client.json("/api/pillar-mix/fill-gap", { json: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { mode: string; fallbackReason: string | null; posts: { body: string }[] };
}

const lastEvent = (events: GenerationEvent[]) => events.at(-1)!;

/**
 * The measured table (server family x feature: "AI used" or the words the user reads, and what the AI connection
 * test learned), written as Markdown to the file LLM_MATRIX_FILE names (`LLM_MATRIX_FILE=.tmp/llm-matrix.md npx
 * vitest run --project api tests/api/llm-servers.test.ts`): the README's table of AI servers is this one.
 */
const FEATURES = ["Strategy", "Generate Post", "Fill the gap", "Learned (plain / streamed mode, reasoning, streaming)"];
const matrix = new Map<string, string[]>();
const EN = en as unknown as { aiFailure: Record<string, string> };
/** The words the user reads for a strategy's or Fill the gap's fallback (the web's aiFailure texts). */
const failureWords = (reason: string | null) =>
  reason ? (EN.aiFailure[reason.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] ?? reason) : "no reason given";
function record(family: string, feature: number, outcome: string) {
  const row = matrix.get(family) ?? FEATURES.map(() => "not measured");
  row[feature] = outcome;
  matrix.set(family, row);
}
afterAll(() => {
  const file = process.env.LLM_MATRIX_FILE;
  if (!file || matrix.size === 0) return;
  const lines = [
    `| Server family | ${FEATURES.join(" | ")} |`,
    `|${" --- |".repeat(FEATURES.length + 1)}`,
    ...[...matrix].map(([family, row]) => `| ${family} | ${row.join(" | ")} |`),
  ];
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${lines.join("\n")}\n`);
});

/** What the AI connection test must learn on each family: [plain mode, streamed mode, reasoning]. */
const LEARNED: Record<LlmServerName, [string, string, boolean]> = {
  openai: ["json_schema", "json_schema", false],
  ollama: ["json_schema", "json_schema", false],
  lmStudio: ["json_schema", "json_schema", true],
  vllm: ["json_schema", "json_schema", true],
  llamaCpp: ["json_schema", "json_schema", false],
  llamaCppOld: ["json_object", "json_object", false],
  openRouter: ["json_schema", "json_schema", false],
  groq: ["json_schema", "prompt", false], // no response_format with a stream
  deepSeek: ["json_object", "json_object", true],
  mistral: ["json_schema", "json_schema", false],
  gemini: ["json_schema", "json_schema", false],
};

describe.each(Object.entries(LLM_SERVER_PROFILES) as [LlmServerName, LlmServerProfile][])(
  "on %s, the AI writes",
  (name, profile) => {
    let server: Server;
    beforeAll(async () => {
      server = await serverOf(profile);
    });
    afterAll(() => server?.llm.stop());

    it("the strategy", async () => {
      const { client } = await signedInUser(server.app);
      const content = await strategy(client);
      record(profile.family, 0, content.generator === "llm" ? "AI used" : failureWords(content.fallbackReason));
      expect(content).toMatchObject({ generator: "llm", fallbackReason: null });
      const saved = (await client.json("/api/strategies")).body;
      expect(JSON.stringify(saved)).toContain(`${FAKE_LLM_STRATEGY.pillarPrefix} 1`);
    });

    it("Generate Post's variants, streamed, with no reasoning shown and the thinking said", async () => {
      const { client } = await signedInUser(server.app);
      const events = await post(client);
      const done = lastEvent(events);
      record(
        profile.family,
        1,
        done.type === "done" && done.generation.mode === "llm"
          ? `AI used${events.some((e) => e.type === "thinking") ? ' ("The model is thinking…" shown)' : ""}`
          : done.type === "error"
            ? done.message
            : "template",
      );
      expect(done.type, JSON.stringify(done)).toBe("done");
      if (done.type !== "done") return;
      expect(done.generation.mode).toBe("llm");
      expect(done.generation.variants[0].hook).toBe(`${FAKE_LLM_POST.hookPrefix} 1: Dynamic pricing`);
      const streamed = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
      expect(streamed).toContain(`${FAKE_LLM_POST.hookPrefix} 1`);
      const shown = JSON.stringify(events.filter((e) => e.type !== "thinking"));
      expect(shown).not.toMatch(/<\/?think>|Let me plan/);
      expect(events.some((e) => e.type === "thinking")).toBe((profile as LlmServerProfile).reasoning !== undefined);
    });

    it("Fill the gap's ideas", async () => {
      const { client } = await signedInUser(server.app);
      const result = await fillGap(client);
      record(profile.family, 2, result.mode === "llm" ? "AI used" : failureWords(result.fallbackReason));
      expect(result).toMatchObject({ mode: "llm", fallbackReason: null });
      expect(result.posts[0].body).toContain(FAKE_LLM_IDEA_PREFIX);
    });

    it("and the AI connection test says what it learned: structured output modes, reasoning, streaming", async () => {
      // a fresh app: what the client learned comes from the test's own calls
      const app = (await serverOf(profile, {}, profile.basePath, server.llm)).app;
      const { client } = await signedInUser(app);
      const res = await client.json("/api/ai/connection-check", { method: "POST" });
      const check = res.body as AiConnectionCheck;
      const { plain, streamed } = check.learned.structuredOutput;
      record(
        profile.family,
        3,
        `${plain ?? "?"} / ${streamed ?? "?"}, reasoning ${check.learned.reasoning ? "yes" : "no"}, streaming ${check.learned.streaming ? "yes" : "no"}`,
      );
      expect(check).toMatchObject({
        problem: null,
        checks: { structuredOutput: "passed", streamedAnswer: "passed" },
        learned: { reasoning: LEARNED[name][2], streaming: true },
      });
      expect([plain, streamed]).toEqual(LEARNED[name].slice(0, 2));
    });
  },
);

describe("structured output negotiation", () => {
  it("steps down to what the server takes, and remembers it (DeepSeek: json_object; Groq streams: no response_format)", async () => {
    const deepSeek = await serverOf(LLM_SERVER_PROFILES.deepSeek);
    try {
      const { client } = await signedInUser(deepSeek.app);
      expect(await strategy(client)).toMatchObject({ generator: "llm" });
      const formats = () => deepSeek.llm.requests.map((r) => r.response_format?.type ?? "none");
      expect(formats()).toEqual(["json_schema", "json_object"]);
      expect(await fillGap(client)).toMatchObject({ mode: "llm" });
      expect(formats()).toEqual(["json_schema", "json_object", "json_object"]);
    } finally {
      await deepSeek.llm.stop();
    }
    const groq = await serverOf(LLM_SERVER_PROFILES.groq);
    try {
      const { client } = await signedInUser(groq.app);
      expect(lastEvent(await post(client))).toMatchObject({ type: "done" });
      expect(lastEvent(await post(client))).toMatchObject({ type: "done" });
      const streams = groq.llm.requests.filter((r) => r.stream);
      expect(streams.map((r) => r.response_format?.type ?? "none")).toEqual([
        "json_schema",
        "json_object",
        "none",
        "none",
      ]);
      // plain calls keep the strict schema, sent without array length keywords (Groq refuses them)
      expect(await strategy(client)).toMatchObject({ generator: "llm" });
      const plain = groq.llm.requests.filter((r) => !r.stream);
      expect(plain.map((r) => r.response_format?.type)).toEqual(["json_schema"]);
      expect(JSON.stringify(plain[0].response_format)).not.toMatch(/minItems|maxItems/);
    } finally {
      await groq.llm.stop();
    }
  });

  it("says the server refuses structured output when the forced mode is refused", async () => {
    const s = await serverOf(LLM_SERVER_PROFILES.deepSeek, { LLM_STRUCTURED_OUTPUT: "json_schema" });
    try {
      const { client } = await signedInUser(s.app);
      expect(await strategy(client)).toMatchObject({
        generator: "builtin",
        fallbackReason: "structured-output-refused",
      });
      expect(lastEvent(await post(client))).toMatchObject({ type: "error", code: "LLM_STRUCTURED_OUTPUT_REFUSED" });
    } finally {
      await s.llm.stop();
    }
  });

  it("the prompt mode reads JSON in a fence after a sentence", async () => {
    const profile = { ...LLM_SERVER_PROFILES.llamaCpp, proseAroundJson: true };
    const s = await serverOf(profile, { LLM_STRUCTURED_OUTPUT: "prompt" });
    try {
      const { client } = await signedInUser(s.app);
      expect(await strategy(client)).toMatchObject({ generator: "llm" });
      expect(lastEvent(await post(client))).toMatchObject({ type: "done", generation: { mode: "llm" } });
      expect(s.llm.requests.every((r) => r.response_format === undefined)).toBe(true);
    } finally {
      await s.llm.stop();
    }
  });
});

describe("a failure says its cause and who can fix it", () => {
  const configurations = [
    ["a refused API key", "openai", { LLM_API_KEY: "wrong" }, undefined, "unauthorized", "LLM_UNAUTHORIZED"],
    [
      "a refused API key (Gemini's 400)",
      "gemini",
      { LLM_API_KEY: "wrong" },
      undefined,
      "unauthorized",
      "LLM_UNAUTHORIZED",
    ],
    [
      "an unknown model (Ollama)",
      "ollama",
      { LLM_MODEL: "llama9" },
      undefined,
      "model-not-found",
      "LLM_MODEL_NOT_FOUND",
    ],
    ["an unknown model (vLLM)", "vllm", { LLM_MODEL: "llama9" }, undefined, "model-not-found", "LLM_MODEL_NOT_FOUND"],
    [
      "an unknown model (OpenRouter's 400)",
      "openRouter",
      { LLM_MODEL: "llama9" },
      undefined,
      "model-not-found",
      "LLM_MODEL_NOT_FOUND",
    ],
    [
      "an unknown model (Mistral's 400)",
      "mistral",
      { LLM_MODEL: "llama9" },
      undefined,
      "model-not-found",
      "LLM_MODEL_NOT_FOUND",
    ],
    ["a wrong base URL (Ollama's 404 page not found)", "ollama", {}, "/api", "wrong-url", "LLM_WRONG_URL"],
    ["a wrong base URL (LM Studio's 200 error)", "lmStudio", {}, "/api", "wrong-url", "LLM_WRONG_URL"],
    ["a wrong base URL (an HTML page)", "openRouter", {}, "/v1", "wrong-url", "LLM_WRONG_URL"],
  ] as const;

  it.each(configurations)("%s", async (_what, name, env, basePath, reason, code) => {
    const s = await serverOf(LLM_SERVER_PROFILES[name], env, basePath);
    try {
      const { client } = await signedInUser(s.app);
      expect(await strategy(client)).toMatchObject({ generator: "builtin", fallbackReason: reason });
      expect(lastEvent(await post(client))).toMatchObject({ type: "error", code, templateAvailable: true });
      expect(await fillGap(client)).toMatchObject({ mode: "template", fallbackReason: reason });
    } finally {
      await s.llm.stop();
    }
  });

  it("takes the base URL with or without /v1: tries the other once on a 404, and keeps it", async () => {
    for (const name of ["ollama", "lmStudio", "vllm", "openai"] as const) {
      const s = await serverOf(LLM_SERVER_PROFILES[name], {}, "");
      try {
        const { client } = await signedInUser(s.app);
        expect(await strategy(client), name).toMatchObject({ generator: "llm" });
        expect(lastEvent(await post(client)), name).toMatchObject({ type: "done" });
        // the refused path is not counted in `requests` (refused before); two calls answered at /v1
        expect(s.llm.requests, name).toHaveLength(2);
      } finally {
        await s.llm.stop();
      }
    }
  });

  it("a 429 says busy with the server's wait, and no call goes out before it", async () => {
    const s = await serverOf(LLM_SERVER_PROFILES.groq);
    try {
      const { client } = await signedInUser(s.app);
      s.llm.script({
        kind: "status",
        status: 429,
        headers: { "retry-after": "20" },
        body: JSON.stringify({ error: { message: "Rate limit reached", type: "tokens", code: "rate_limit_exceeded" } }),
      });
      expect(lastEvent(await post(client))).toMatchObject({ type: "error", code: "LLM_BUSY:20" });
      const asked = s.llm.requests.length;
      const again = lastEvent(await post(client));
      expect(again).toMatchObject({ type: "error" });
      expect((again as { code: string }).code).toMatch(/^LLM_BUSY:(1\d|20)$/);
      const content = await strategy(client);
      expect(content).toMatchObject({ generator: "builtin", fallbackReason: "busy" });
      expect(content.retryAfterSeconds).toBeGreaterThan(10);
      expect(s.llm.requests.length).toBe(asked);
    } finally {
      await s.llm.stop();
    }
  });

  it.each(["openai", "openRouter", "deepSeek"] as const)(
    "an account with no credit left (%s) is the admin's to fix: not busy, no wait, the next call still goes out",
    async (name) => {
      const profile: LlmServerProfile = LLM_SERVER_PROFILES[name];
      const s = await serverOf(profile);
      try {
        const { client } = await signedInUser(s.app);
        const { status, body, headers } = profile.noCredit!;
        const empty = { kind: "status", status, body, headers } as const;
        s.llm.script(empty, empty, empty);
        const content = await strategy(client);
        expect(content).toMatchObject({ generator: "builtin", fallbackReason: "no-credit" });
        expect(content.retryAfterSeconds ?? null).toBeNull();
        expect(lastEvent(await post(client))).toMatchObject({
          type: "error",
          code: "LLM_NO_CREDIT",
          templateAvailable: true,
        });
        expect(await fillGap(client)).toMatchObject({ mode: "template", fallbackReason: "no-credit" });
        // nothing waits on a Retry-After: once the account is topped up, the very next call writes with the AI
        expect(await strategy(client)).toMatchObject({ generator: "llm", fallbackReason: null });
      } finally {
        await s.llm.stop();
      }
    },
  );

  it("a cut answer is asked again shorter, never resent; cut twice, it says so", async () => {
    const s = await serverOf(LLM_SERVER_PROFILES.llamaCpp);
    try {
      const { client } = await signedInUser(s.app);
      const cut = { kind: "truncated", body: { variants: [{ text: "A long text that goes on and on" }] } } as const;
      s.llm.script(cut);
      expect(lastEvent(await post(client))).toMatchObject({ type: "done", generation: { mode: "llm" } });
      const retry = JSON.stringify(s.llm.requests.at(-1).messages);
      expect(retry).toContain("shorter");
      expect(retry).not.toContain("goes on and on");
      // cut twice: one variant a call
      s.llm.script(cut, cut);
      const perVariant = await post(client);
      expect(lastEvent(perVariant)).toMatchObject({ type: "done", generation: { mode: "llm" } });
      expect(s.llm.requests.slice(-3).map((r) => /exactly 1 variant\b/.test(JSON.stringify(r.messages)))).toEqual([
        true,
        true,
        true,
      ]);
      // cut every time: it says so
      s.llm.script(cut, cut, cut, cut);
      expect(lastEvent(await post(client))).toMatchObject({ type: "error", code: "LLM_TRUNCATED" });
    } finally {
      await s.llm.stop();
    }
  });

  it("a server that sends nothing fails at the first-token deadline, not at the whole answer's", async () => {
    // the whole answer may take a minute; the server is silent for 3 s (then its answer would still be repaired)
    const s = await serverOf(LLM_SERVER_PROFILES.vllm, { LLM_FIRST_TOKEN_TIMEOUT_MS: "300", LLM_TIMEOUT_MS: "60000" });
    try {
      const { client } = await signedInUser(s.app);
      s.llm.script({ kind: "hang", ms: 3000 });
      expect(lastEvent(await post(client))).toMatchObject({ type: "error", code: "LLM_TIMEOUT" });
    } finally {
      await s.llm.stop();
    }
  });

  it("the repair turn never echoes the model's thinking", async () => {
    const s = await serverOf(LLM_SERVER_PROFILES.lmStudio);
    try {
      const { client } = await signedInUser(s.app);
      s.llm.script({ kind: "json", body: { name: "Plan", pillars: [] } });
      expect(await strategy(client)).toMatchObject({ generator: "llm" });
      const repair = s.llm.requests.at(-1).messages as { role: string; content: string }[];
      expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
      expect(repair[2].content).toBe(JSON.stringify({ name: "Plan", pillars: [] }));
    } finally {
      await s.llm.stop();
    }
  });
});
