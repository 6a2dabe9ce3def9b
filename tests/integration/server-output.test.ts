import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { refusingTriggerSql } from "../support/refusing-trigger";

// The real server process (from source) with its embedded Postgres: everything it prints must be JSON lines,
// and a failing query must not put its values there, even at LOG_LEVEL=debug (Postgres' own output included).
const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(ROOT, ".tmp", `output-${process.pid}-${Date.now()}`);
const MARK = "output-test-boom";
let port = 0;
let pgPort = 0;
let server: ChildProcess | undefined;
let output = "";

const origin = () => `http://localhost:${port}`;
const url = (p: string) => `http://127.0.0.1:${port}${p}`;

async function waitHealthy(timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server!.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(url("/api/health")).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy: ${output}`);
}

/** Owner connection to the server's embedded database (its password is kept in DATA_DIR). */
async function owner(): Promise<pg.Client> {
  const password = fs.readFileSync(path.join(dataDir, ".postgres-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", password, database: "pillarpost" });
  await client.connect();
  return client;
}

async function post(p: string, json: unknown, cookie = "") {
  return fetch(url(p), {
    method: "POST",
    headers: { "content-type": "application/json", origin: origin(), cookie },
    body: JSON.stringify(json),
    redirect: "manual",
  });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

beforeAll(async () => {
  port = await freePort();
  pgPort = await freePort();
  server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "debug",
      // retired on 2025-01-15, whatever day the test runs: the start says so (nothing here calls LinkedIn)
      LINKEDIN_API_VERSION: "202401",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => (output += d));
  server.stderr!.on("data", (d) => (output += d));
  await waitHealthy();
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("server output", () => {
  it("keeps an idle keep-alive connection open longer than a proxy's usual 60 s idle timeout", async () => {
    // Node's default (5 s) resets a connection that a proxy or client reuses as the server closes it
    const agent = new http.Agent({ keepAlive: true });
    try {
      const header = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get(url("/api/health"), { agent }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.headers["keep-alive"] as string | undefined));
          })
          .on("error", reject);
      });
      expect(header).toBe("timeout=65");
    } finally {
      agent.destroy();
    }
  });

  it("is JSON lines only, and failed queries are logged without their values", async () => {
    const db = await owner();
    try {
      await db.query(refusingTriggerSql("output_test_boom", MARK));
    } finally {
      await db.end();
    }
    // a signed-in user (verified through the local outbox)
    const email = `output-${Date.now()}@example.com`;
    expect(
      (
        await post("/api/auth/sign-up/email", {
          email,
          password: "correct-horse-7",
          name: "x",
          firstName: "Out",
          lastName: "Put",
        })
      ).status,
    ).toBe(200);
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const mails = (await (await fetch(url("/dev/mailbox.json"))).json()) as { to: string; text: string }[];
      link = /(https?:\/\/\S+)/.exec(mails.find((m) => m.to === email)?.text ?? "")?.[1];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    const verify = new URL(link!);
    await fetch(url(verify.pathname + verify.search), { redirect: "manual" });
    const signIn = await post("/api/auth/sign-in/email", { email, password: "correct-horse-7" });
    expect(signIn.status).toBe(200);
    const cookie = cookiesOf(signIn);

    const headline = `${MARK}-headline-secret`;
    const patch = await fetch(url("/api/profile"), {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: origin(), cookie },
      body: JSON.stringify({ headline }),
    });
    expect(patch.status).toBe(500);
    const firstName = `${MARK}-first-secret`;
    const up = await post("/api/auth/sign-up/email", {
      email: `output-2-${Date.now()}@example.com`,
      password: "correct-horse-7",
      name: "x",
      firstName,
      lastName: "L",
    });
    expect(up.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(url("/api/strategy-responses?x=%ff"), { headers: { cookie } })).status).toBe(200);

    const exited = new Promise((r) => server!.once("exit", r));
    server!.kill("SIGTERM");
    await exited;
    const lines = output.split("\n").filter((l) => l.trim() !== "");
    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    expect(parsed.some((l) => l.msg === "unhandled error")).toBe(true);
    expect(parsed.some((l) => l.source === "better-auth")).toBe(true);
    const version = parsed.find((l) => (l.linkedinApiVersion as { version?: string } | undefined)?.version);
    expect(version).toMatchObject({
      level: 50,
      linkedinApiVersion: { version: "202401", retiresAround: "2025-01-15", state: "retired" },
    });
    expect(version!.msg).toMatch(/^LinkedIn API version 202401 was retired around 2025-01-15: .*LINKEDIN_API_VERSION/);
    expect(output).not.toContain(headline);
    expect(output).not.toContain(firstName);
    expect(output).not.toContain("params:");
  });
});
