import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../fakes/llm";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { signedInCookie } from "../support/process-sign-in";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";

// A client that cancels a streamed generation and stays (Node's fetch, on a cancelled read, opens a new connection
// and leaves it silent) must not hold the server's shutdown: SIGTERM finishes the requests in flight and exits 0,
// instead of waiting for the forced exit (1, 15 s after the signal).
const ORIGIN = "http://pillarpost.test";
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: pg.Client;
let llm: FakeLlm;
let app: ServerProcess;
let port = 0;

beforeAll(async () => {
  build = buildServer();
  db = await freshDatabase("pillarpost_shutdown");
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  // slow: the model is still writing when the client cancels (about 45 s for the whole answer)
  llm = await startFakeLlm({ mode: "good", streaming: { chunkSize: 2, delayMs: 200 } });
  port = await freePort();
  app = startServerProcess(path.join(build.dir, "index.js"), {
    DATABASE_URL: db.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    APP_URL: ORIGIN,
    PORT: String(port),
    HOST: "127.0.0.1",
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake",
    LLM_TIMEOUT_MS: "120000",
    // the default: the forced exit comes 15 s after the signal
    SHUTDOWN_TIMEOUT_MS: "10000",
  });
  // the AI check at start is over: the only call to the model is the generation's
  await app.waitForLine("AI server checked");
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await llm?.stop();
  await owner?.end();
  await db?.drop();
  build?.remove();
});

async function send(p: string, json: unknown, cookie = ""): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${p}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
    redirect: "manual",
  });
}

describe("shutting down with a cancelled stream", () => {
  it(
    "exits 0 on SIGTERM when a client cancelled its generation but kept its connection",
    { timeout: 60_000 },
    async () => {
      const cookie = await signedInCookie(`http://127.0.0.1:${port}`, ORIGIN, owner, "shutdown");
      const closedBefore = llm.streamsClosedEarly;
      const res = await send(
        "/api/generations",
        { pillarId: null, topic: "Shutdown", format: "story", length: "short", language: "en" },
        cookie,
      );
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes('"delta"')) text += new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
      // the server saw the cancel: it stopped the model's call
      await expect.poll(() => llm.streamsClosedEarly, { timeout: 10_000 }).toBe(closedBefore + 1);

      const { code } = await app.stop();
      expect(app.output()).not.toContain("shutdown timed out");
      expect(code).toBe(0);
    },
  );
});
