import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../fakes/llm";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { signedInCookie } from "../support/process-sign-in";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";

// Behind a proxy every connection is kept alive. One busy when SIGTERM comes (a request whose body is still
// arriving, a streamed answer) was kept alive after its answer: server.close() waited for it, the forced exit came
// (1, SHUTDOWN_TIMEOUT_MS + 5 s after the signal) and the process skipped its clean-up. Once shutting down, no
// connection outlives its answer (http/close-after-answer.ts), and the process exits 0 right after it.
const ORIGIN = "http://pillarpost.test";
const SHUTDOWN_TIMEOUT_MS = 4000;
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: pg.Client;
let llm: FakeLlm;

beforeAll(async () => {
  build = buildServer();
  db = await freshDatabase("pillarpost_shutdown_keep_alive");
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  // a generation streams for about 3 s
  llm = await startFakeLlm({ mode: "good", streaming: { chunkSize: 40, delayMs: 100 } });
}, 120_000);

afterAll(async () => {
  await llm?.stop();
  await owner?.end();
  await db?.drop();
  build?.remove();
});

async function startApp(): Promise<{ app: ServerProcess; port: number }> {
  const port = await freePort();
  const app = startServerProcess(path.join(build.dir, "index.js"), {
    DATABASE_URL: db.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    APP_URL: ORIGIN,
    PORT: String(port),
    HOST: "127.0.0.1",
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake",
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
  await app.waitForLine("AI server checked");
  return { app, port };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A request on a kept-alive connection (a proxy's), its body written by `write`; the answer read to its end. */
function request(
  agent: http.Agent,
  port: number,
  p: string,
  headers: http.OutgoingHttpHeaders,
  write: (req: http.ClientRequest) => Promise<void>,
  onAnswerStarted?: () => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, method: "POST", agent, headers }, (res) => {
      onAnswerStarted?.();
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    void write(req).catch(reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process exits 0 soon after the answer `answeredAt`, not at the forced exit. */
async function expectCleanExit(app: ServerProcess, answeredAt: number) {
  const { code } = await app.exited;
  expect(app.output()).not.toContain("shutdown timed out");
  expect(code).toBe(0);
  expect(Date.now() - answeredAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
}

describe("SIGTERM with kept-alive connections", () => {
  it("a request still arriving at the signal is answered with Connection: close, and the process exits 0", async () => {
    const { app, port } = await startApp();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" });
      const answer = request(
        agent,
        port,
        "/api/auth/sign-in/email",
        { origin: ORIGIN, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        async (req) => {
          req.write(body.slice(0, 10));
          await sleep(300);
          app.child.kill("SIGTERM");
          await app.waitForLine("shutting down");
          await sleep(200);
          req.end(body.slice(10));
        },
      );
      const res = await answer;
      const answeredAt = Date.now();
      expect(res.status).toBe(401);
      expect(res.connection).toBe("close");
      await expectCleanExit(app, answeredAt);
    } finally {
      agent.destroy();
      await app.stop();
    }
  }, 90_000);

  it("a streamed answer under way at the signal ends, its connection is closed, and the process exits 0", async () => {
    const { app, port } = await startApp();
    const cookie = await signedInCookie(`http://127.0.0.1:${port}`, ORIGIN, owner, "keep-alive");
    const agent = new http.Agent({ keepAlive: true });
    try {
      const body = JSON.stringify({
        pillarId: null,
        topic: "Shutdown",
        format: "story",
        length: "short",
        language: "en",
      });
      const res = await request(
        agent,
        port,
        "/api/generations",
        { origin: ORIGIN, cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        async (req) => {
          req.end(body);
        },
        () => app.child.kill("SIGTERM"),
      );
      const answeredAt = Date.now();
      expect(res.status).toBe(200);
      // the whole answer came, not a cut one (the shutdown finishes requests in flight)
      expect(res.body).toContain('"done"');
      await expectCleanExit(app, answeredAt);
    } finally {
      agent.destroy();
      await app.stop();
    }
  }, 90_000);
});
