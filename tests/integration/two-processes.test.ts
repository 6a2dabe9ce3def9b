import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { fakeS3Settings } from "../support/fake-s3-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATEGY_MESSAGES } from "../../src/contracts/strategy/schemas";
import { startFakeLlm, type FakeLlm } from "../fakes/llm";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { outboxLink } from "../support/process-sign-in";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";

// Two app processes (the production build) behind one public origin, on one database: the limits are the
// database's, not each process's, and a session ended through one is refused by the other at once.
const ORIGIN = "http://pillarpost.test";
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: pg.Client;
let llm: FakeLlm;
const apps: { proc: ServerProcess; port: number }[] = [];

let s3: Awaited<ReturnType<typeof fakeS3Settings>>;

beforeAll(async () => {
  s3 = await fakeS3Settings();
  build = buildServer();
  db = await freshDatabase("pillarpost_two");
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  llm = await startFakeLlm({ mode: "good" });
  const secret = randomBytes(32).toString("hex");
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const proc = startServerProcess(path.join(build.dir, "index.js"), {
      DATABASE_URL: db.url,
      AUTH_SECRET: secret,
      APP_URL: ORIGIN,
      PORT: String(port),
      HOST: "127.0.0.1",
      AUTH_RATE_LIMIT_MAX: "3",
      AUTH_RATE_LIMIT_WINDOW_SECONDS: "600",
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: llm.apiKey,
      LLM_MODEL: "fake",
      LLM_TIMEOUT_MS: "20000",
      GENERATE_RATE_LIMIT_MAX: "2",
      GENERATE_RATE_LIMIT_WINDOW_SECONDS: "600",
      // several processes on one database need shared storage (a fake S3: a process checks its bucket at start)
      ...s3.env,
    });
    apps.push({ proc, port });
  }
  // the AI check at start is over (its calls to the model would take the replies the tests script)
  await Promise.all(apps.map((a) => a.proc.waitForLine("AI server checked")));
}, 120_000);

afterAll(async () => {
  await s3?.s3.stop();
  await Promise.all(apps.map((a) => a.proc.stop()));
  await llm?.stop();
  await owner?.end();
  await db?.drop();
  build?.remove();
});

/** A browser's requests, sent to process `n` (the proxy's choice), with one cookie jar across both. */
class Browser {
  cookie = "";
  async send(n: number, p: string, init: { method?: string; json?: unknown } = {}) {
    const res = await fetch(`http://127.0.0.1:${apps[n].port}${p}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers: {
        origin: ORIGIN,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: "manual",
    });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) {
      const jar = new Map(this.cookie ? this.cookie.split("; ").map((c) => c.split("=", 2) as [string, string]) : []);
      for (const c of set) {
        const [k, v] = [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)];
        if (v) jar.set(k, v);
        else jar.delete(k);
      }
      this.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}

async function signedIn(): Promise<Browser> {
  const email = `two-${randomBytes(4).toString("hex")}@example.com`;
  const b = new Browser();
  const up = await b.send(0, "/api/auth/sign-up/email", {
    json: { email, password: "correct-horse-7", name: "x", firstName: "Two", lastName: "Procs" },
  });
  expect(up.status).toBe(200);
  const link = await outboxLink(owner, email);
  await b.send(1, link.pathname + link.search);
  expect((await b.send(1, "/api/auth/sign-in/email", { json: { email, password: "correct-horse-7" } })).status).toBe(
    200,
  );
  return b;
}

describe("two app processes on one database", { timeout: 120_000 }, () => {
  it("share the auth rate limit: attempts split across both hit it at the same total", async () => {
    const b = new Browser();
    const email = `limited-${randomBytes(4).toString("hex")}@example.com`;
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await b.send(i % 2, "/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } })).status,
      );
    }
    // AUTH_RATE_LIMIT_MAX=3 in total, not 3 per process (which would let 6 through)
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("share the generation guard (one at a time per user) and the per-user LLM limit", async () => {
    const b = await signedIn();
    llm.script({ kind: "hang", ms: 1500 });
    const before = llm.requests.length;
    const first = b.send(0, "/api/functions/generate-strategy", { json: {} });
    // process 0 holds the user's generation once its LLM call has arrived
    while (llm.requests.length === before) await new Promise((r) => setTimeout(r, 20));
    const second = await b.send(1, "/api/functions/generate-strategy", { json: {} });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: "GENERATION_IN_PROGRESS",
      message: STRATEGY_MESSAGES.generationInProgress,
    });
    expect((await first).status).toBe(200);

    // GENERATE_RATE_LIMIT_MAX=2: the first call counted on process 0, this one on process 1 ...
    const llmSecond = await b.send(1, "/api/functions/generate-strategy", { json: {} });
    expect(llmSecond.body.content.generator).toBe("llm");
    const llmRequests = llm.requests.length;
    // ... and both processes now answer with the built-in generator and the wait
    for (const n of [0, 1]) {
      const over = await b.send(n, "/api/functions/generate-strategy", { json: {} });
      expect(over.status).toBe(200);
      expect(over.body.content).toMatchObject({ generator: "builtin", fallbackReason: "rate-limited" });
      expect(over.body.content.retryAfterSeconds).toBeGreaterThan(500);
    }
    expect(llm.requests.length).toBe(llmRequests); // the model was not asked again
  });

  it("Generate Post streams over HTTP as the model writes, shares its guard, and a closed connection cancels it", async () => {
    const b = await signedIn();
    const body = { pillarId: null, topic: "Streaming", format: "story", length: "short", language: "en" };
    llm.streaming = { chunkSize: 6, delayMs: 25 };
    const closedBefore = llm.streamsClosedEarly;
    const abort = new AbortController();
    try {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${apps[0].port}/api/generations`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", cookie: b.cookie },
        body: JSON.stringify(body),
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
      expect(res.headers.get("x-accel-buffering")).toBe("no");
      expect(res.headers.get("content-encoding")).toBeNull();
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes('"delta"')) text += new TextDecoder().decode((await reader.read()).value);
      // the first words arrive long before the model is done (about 70 chunks, 25 ms apart)
      expect(Date.now() - started).toBeLessThan(1000);
      expect(text.split("\n")[0]).toBe('{"type":"start","mode":"llm"}');
      // the user's slot is the database's: the other process refuses a second one
      const second = await b.send(1, "/api/generations", { json: body });
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe("POST_GENERATION_IN_PROGRESS");
      abort.abort();
      await expect.poll(() => llm.streamsClosedEarly, { timeout: 5000 }).toBe(closedBefore + 1);
    } finally {
      llm.streaming = { chunkSize: 12, delayMs: 0 };
    }
    // nothing saved, and the slot is free again
    await new Promise((r) => setTimeout(r, 300));
    expect((await b.send(1, "/api/generations")).body.total).toBe(0);
    const again = await fetch(`http://127.0.0.1:${apps[1].port}/api/generations`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", cookie: b.cookie },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(200);
    expect((await again.text()).trim().split("\n").at(-1)).toMatch(/^\{"type":"done"/);
    expect((await b.send(0, "/api/generations")).body.total).toBe(1);
  });

  it("a sign-out through one process ends the session in the other at once", async () => {
    const b = await signedIn();
    // both processes have validated (and cached) the cookie
    expect((await b.send(0, "/api/me")).status).toBe(200);
    expect((await b.send(1, "/api/me")).status).toBe(200);
    const cookie = b.cookie;
    expect((await b.send(0, "/api/auth/sign-out", { json: {} })).status).toBe(200);
    b.cookie = cookie; // a replayed cookie, as a copy kept elsewhere would be
    expect((await b.send(1, "/api/me")).status).toBe(401);
    expect((await b.send(1, "/api/strategies")).status).toBe(401);
  });
});
