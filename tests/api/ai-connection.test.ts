import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CHECK_LIMIT, AI_MESSAGES } from "../../src/contracts/ai/schemas";
import { createLlmClient } from "../../src/server/integrations/llm/llm-client";
import { limitStore } from "../../src/server/lib/limit-store";
import { aiConnectionService } from "../../src/server/modules/ai-connection/service";
import { FAKE_LLM_MODELS, startFakeLlm, type FakeLlm } from "../fakes/llm";
import { freePort } from "../support/free-port";
import { makeTestApp, signedInUser, testDatabase } from "../support/test-app";

// "Test the AI connection" (Apps page) against the fake OpenAI-compatible server: what it says for a working server,
// a refused key, an unknown model, a server that is not there, a URL with no models list, and no AI at all.
const KEY = "sk-probe-secret-4242";
let llm: FakeLlm;
let host: string;

beforeAll(async () => {
  llm = await startFakeLlm({ mode: "good", apiKey: KEY });
  host = new URL(llm.baseUrl).host;
});
afterAll(() => llm?.stop());

const withLlm = (env: Record<string, string> = {}) =>
  makeTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: KEY, LLM_MODEL: "fake-model", LLM_TIMEOUT_MS: "3000", ...env });

async function check(app: ReturnType<typeof makeTestApp>) {
  const { client } = await signedInUser(app);
  return client.json("/api/ai/connection-check", { method: "POST" });
}

describe("POST /api/ai/connection-check", () => {
  it("on a working server: reachable, key accepted, model listed, a structured answer, and how long each took", async () => {
    const app = withLlm();
    const before = llm.requests.length;
    const { status, body } = await check(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      configured: true,
      host,
      model: "fake-model",
      checks: {
        reachable: "passed",
        keyAccepted: "passed",
        modelListed: "passed",
        structuredOutput: "passed",
        streamedAnswer: "passed",
      },
      problem: null,
      structuredOutputFailure: null,
      streamedAnswerFailure: null,
      // what it learned: the strict schema for both kinds of call, no reasoning, answers streamed as written
      learned: {
        structuredOutput: { plain: "json_schema", streamed: "json_schema" },
        reasoning: false,
        streaming: true,
      },
      otherModels: [],
    });
    expect(body.latencyMs.models).toBeGreaterThanOrEqual(0);
    expect(body.latencyMs.structuredOutput).toBeGreaterThanOrEqual(0);
    expect(body.latencyMs.streamedAnswer).toBeGreaterThanOrEqual(0);
    // one structured call then the same streamed, through the app's own client: the model, the key, a JSON schema
    expect(llm.requests.length).toBe(before + 2);
    const [plain, streamed] = llm.requests.slice(-2);
    for (const sent of [plain, streamed]) {
      expect(sent.model).toBe("fake-model");
      expect(sent.response_format.json_schema.name).toBe("connection_check");
    }
    expect([plain.stream ?? false, streamed.stream]).toEqual([false, true]);
    expect(llm.headers.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    // only what anyone signed in may see: never the key, nor the URL's path
    expect(JSON.stringify(body)).not.toContain(KEY);
    expect(JSON.stringify(body)).not.toContain("/v1");
  });

  it("says the key is refused, without asking the model (it would be refused too)", async () => {
    const app = withLlm({ LLM_API_KEY: "sk-wrong" });
    const before = llm.requests.length;
    const refusedBefore = llm.refused;
    const { status, body } = await check(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      checks: { reachable: "passed", keyAccepted: "failed", modelListed: "unknown", structuredOutput: "unknown" },
      problem: "key-refused",
      latencyMs: { structuredOutput: null },
    });
    expect(llm.requests.length).toBe(before);
    expect(llm.refused).toBe(refusedBefore);
    expect(app.logs.join("")).not.toContain("sk-wrong");
  });

  it("says the model is not listed, naming those that are, when the model call fails", async () => {
    const app = withLlm({ LLM_MODEL: "no-such-model" });
    // OpenAI's answer to an unknown model
    llm.script({
      kind: "status",
      status: 404,
      body: '{"error":{"message":"The model `no-such-model` does not exist","code":"model_not_found"}}',
    });
    const { body } = await check(app);
    expect(body).toMatchObject({
      model: "no-such-model",
      checks: { reachable: "passed", keyAccepted: "passed", modelListed: "failed", structuredOutput: "failed" },
      problem: "model-not-listed",
      otherModels: [...FAKE_LLM_MODELS],
    });
    expect(body.structuredOutputFailure).toEqual(expect.any(String));
  });

  it("says the structured answer failed when the model answers something else", async () => {
    const app = withLlm();
    llm.script({ kind: "text", content: "Sure! ok" }, { kind: "text", content: "OK then" });
    const { body } = await check(app);
    expect(body).toMatchObject({
      checks: { reachable: "passed", keyAccepted: "passed", modelListed: "passed", structuredOutput: "failed" },
      problem: "structured-output-failed",
      structuredOutputFailure: "invalid-output",
    });
  });

  it("says Generate Post fails when only the streamed answer fails, and what the plain one learned", async () => {
    const app = withLlm();
    llm.script(
      { kind: "json", body: { ok: true } },
      { kind: "text", content: "Sure! ok" },
      { kind: "text", content: "OK" },
    );
    const { body } = await check(app);
    expect(body).toMatchObject({
      checks: { structuredOutput: "passed", streamedAnswer: "failed" },
      problem: "streaming-failed",
      structuredOutputFailure: null,
      streamedAnswerFailure: "invalid-output",
      learned: { structuredOutput: { plain: "json_schema", streamed: "json_schema" }, streaming: true },
    });
  });

  it("says the AI account has no credit left (OpenAI's 429 insufficient_quota), not that the model fails", async () => {
    const app = withLlm();
    llm.script({
      kind: "status",
      status: 429,
      body: '{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}',
    });
    const { body } = await check(app);
    expect(body).toMatchObject({
      checks: { structuredOutput: "failed", streamedAnswer: "unknown" },
      problem: "no-credit",
      structuredOutputFailure: "no-credit",
    });
  });

  it("says the server is unreachable when nothing answers at LLM_BASE_URL, without waiting for the model", async () => {
    const app = withLlm({ LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1` });
    const { status, body } = await check(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      checks: { reachable: "failed", keyAccepted: "unknown", modelListed: "unknown", structuredOutput: "unknown" },
      problem: "unreachable",
      latencyMs: { models: null, structuredOutput: null },
    });
  });

  it("says the URL is wrong when there is no models list there and the model cannot be reached through it", async () => {
    const app = withLlm({ LLM_BASE_URL: `http://${host}/nowhere` });
    const { body } = await check(app);
    expect(body).toMatchObject({
      checks: { reachable: "passed", modelListed: "unknown", structuredOutput: "failed" },
      problem: "wrong-url",
    });
  });

  it("says AI is not set up, and costs nothing, without LLM_BASE_URL and LLM_MODEL", async () => {
    const app = makeTestApp();
    const { client } = await signedInUser(app);
    for (let i = 0; i <= AI_CHECK_LIMIT.max; i++) {
      const { status, body } = await client.json("/api/ai/connection-check", { method: "POST" });
      expect(status).toBe(200);
      expect(body).toMatchObject({ configured: false, host: null, model: null, problem: "not-configured" });
    }
  });

  it(`allows ${AI_CHECK_LIMIT.max} tests per user per window (each costs a model call), then 429 with the wait`, async () => {
    const app = withLlm({ LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1` });
    const { client } = await signedInUser(app);
    for (let i = 0; i < AI_CHECK_LIMIT.max; i++)
      expect((await client.json("/api/ai/connection-check", { method: "POST" })).status).toBe(200);
    const over = await client.json("/api/ai/connection-check", { method: "POST" });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: "AI_CHECK_RATE_LIMITED", message: AI_MESSAGES.aiCheckRateLimited });
    expect(Number(over.res.headers.get("retry-after"))).toBeGreaterThan(AI_CHECK_LIMIT.windowSeconds - 60);
    // another user has tests of their own
    expect((await check(app)).status).toBe(200);
  });

  it("answers 401 signed out", async () => {
    const res = await makeTestApp().app.request("/api/ai/connection-check", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(401);
  });
});

describe("the AI check at start", () => {
  function logged() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    return { lines, logger: pino({ level: "info" }, sink) };
  }
  const service = (settings: { baseUrl: string; apiKey: string; model: string }) =>
    aiConnectionService({
      llm: createLlmClient({ ...settings, timeoutMs: 3000, firstTokenTimeoutMs: 3000, structuredOutput: "auto" }),
      settings,
      limits: limitStore(testDatabase().pool, "start-check/"),
      clock: () => new Date(),
    });

  it("logs what it learned in one JSON line, never the key", async () => {
    const { lines, logger } = logged();
    llm.script({ kind: "json", body: { ok: true } });
    await service({ baseUrl: llm.baseUrl, apiKey: KEY, model: "fake" }).logAtStart(logger);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line.level).toBe(30);
    expect(line.msg).toBe(
      "AI server checked: the model answers, structured output json_schema, reasoning no, streaming yes",
    );
    expect(line.ai).toMatchObject({
      host,
      model: "fake",
      checks: {
        reachable: "passed",
        keyAccepted: "passed",
        modelListed: "passed",
        structuredOutput: "passed",
        streamedAnswer: "passed",
      },
      problem: null,
      learned: {
        structuredOutput: { plain: "json_schema", streamed: "json_schema" },
        reasoning: false,
        streaming: true,
      },
      modelsAnswer: 200,
    });
    expect(lines[0]).not.toContain(KEY);
  });

  it("warns with the fix when something stops AI", async () => {
    const { lines, logger } = logged();
    await service({ baseUrl: llm.baseUrl, apiKey: "sk-not-this-one", model: "fake" }).logAtStart(logger);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line.level).toBe(40);
    expect(line.msg).toBe("AI server checked: the AI server refused LLM_API_KEY");
    expect(line.ai).toMatchObject({ problem: "key-refused", modelsAnswer: 401 });
    expect(lines[0]).not.toContain("sk-not-this-one");
  });
});
