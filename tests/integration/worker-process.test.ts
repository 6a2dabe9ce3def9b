import { randomBytes } from "node:crypto";
import path from "node:path";
import PgBoss from "pg-boss";
import { fakeS3Settings } from "../support/fake-s3-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_SECRET_REQUIRED, WORKER_NEEDS_DATABASE_URL } from "../../src/server/config";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";
import { until } from "../support/until";

// The built entries on a database of their own: `npm run worker` runs jobs without HTTP, an app with
// JOBS_ENABLED=false runs none, and the start-up refusals (AUTH_SECRET, storage) stop with a clear message.
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let boss: PgBoss;
const started: ServerProcess[] = [];

const secret = randomBytes(32).toString("hex");
// several processes on one database need the S3 settings (a fake S3: a process checks its bucket at start)
let s3: Awaited<ReturnType<typeof fakeS3Settings>>;
let S3: Record<string, string>;

function start(entry: "index.js" | "worker.js", env: Record<string, string>) {
  const proc = startServerProcess(path.join(build.dir, entry), env);
  started.push(proc);
  return proc;
}
const appEnv = async (extra: Record<string, string> = {}) => ({
  DATABASE_URL: db.url,
  AUTH_SECRET: secret,
  PORT: String(await freePort()),
  HOST: "127.0.0.1",
  ...extra,
});

beforeAll(async () => {
  s3 = await fakeS3Settings();
  S3 = s3.env;
  build = buildServer();
  db = await freshDatabase("pillarpost_worker");
  // sends only (as the API does); the test never runs workers itself
  boss = new PgBoss({ connectionString: db.url, schema: "pgboss", max: 2, supervise: false, schedule: false });
  await boss.start();
}, 120_000);

afterAll(async () => {
  await s3?.s3.stop();
  await Promise.all(started.map((p) => p.stop()));
  await boss?.stop({ graceful: false, wait: true });
  await db?.drop();
  build?.remove();
});

const settled = (id: string) =>
  until(
    () => boss.getJobById("system.smoke", id),
    (job) => job?.state === "completed" || job?.state === "failed",
    30_000,
  );

describe("npm run worker and JOBS_ENABLED", { timeout: 120_000 }, () => {
  it("an app with JOBS_ENABLED=false runs no job; the worker process runs it, then stops cleanly on SIGTERM", async () => {
    const app = start("index.js", await appEnv({ ...S3, JOBS_ENABLED: "false" }));
    await app.waitForLine('"jobWorkers":false');
    // queued while only the HTTP-only app runs: if it ran workers, it would take the job before the worker is up
    await boss.createQueue("system.smoke");
    const id = await boss.send("system.smoke", { echo: "from the API" });

    const healthPort = await freePort();
    const worker = start("worker.js", {
      DATABASE_URL: db.url,
      AUTH_SECRET: secret,
      WORKER_HEALTH_PORT: String(healthPort),
      ...S3,
    });
    await worker.waitForLine("PillarPost workers are running");
    expect(worker.output()).toContain(`"healthPort":${healthPort}`);
    const job = await settled(id!);
    expect(job?.state).toBe("completed");
    expect(job?.output).toMatchObject({ echo: "from the API", pid: worker.pid });
    // the orchestrator's probe, on loopback
    const health = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, queues: "polling", database: "up" });

    expect(await worker.stop()).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain('"msg":"stopped"');
    for (const line of worker.output().trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
    expect(worker.output()).not.toContain("listening");
    await expect(fetch(`http://127.0.0.1:${healthPort}/healthz`)).rejects.toThrow();
    expect(await app.stop()).toEqual({ code: 0, signal: null });
  });

  it("the worker refuses to start without DATABASE_URL (the embedded database is the app's)", async () => {
    const worker = start("worker.js", {});
    expect((await worker.exited).code).toBe(78);
    expect(worker.output()).toContain(WORKER_NEEDS_DATABASE_URL);
  });

  it("refuses to start on an external database without AUTH_SECRET", async () => {
    const env = await appEnv();
    delete (env as Record<string, string>).AUTH_SECRET;
    for (const entry of ["index.js", "worker.js"] as const) {
      const proc = start(entry, env);
      expect((await proc.exited).code).toBe(78);
      expect(proc.output()).toContain("AUTH_SECRET");
      expect(proc.output()).toContain(AUTH_SECRET_REQUIRED.slice(0, 40));
    }
  });

  it("refuses to start on a bucket that does not exist, saying which (instead of failing every upload later)", async () => {
    for (const entry of ["index.js", "worker.js"] as const) {
      const proc = start(entry, await appEnv({ ...S3, S3_BUCKET: "no-such-bucket" }));
      expect((await proc.exited).code).toBe(78);
      // a JSON log line: the message's quotes are escaped
      expect(proc.output()).toContain(`the bucket \\"no-such-bucket\\" does not exist at ${S3.S3_ENDPOINT}`);
      expect(proc.output()).not.toContain(S3.S3_SECRET_ACCESS_KEY);
    }
  });
});

describe("local-disk uploads are per process", { timeout: 120_000 }, () => {
  it("a process on local disk must be alone on its database, either way round", async () => {
    const s3App = start("index.js", await appEnv(S3));
    await s3App.waitForLine("PillarPost is listening");
    const localApp = start("index.js", await appEnv());
    expect((await localApp.exited).code).toBe(1);
    expect(localApp.output()).toContain("this one keeps uploads on local disk");
    expect(localApp.output()).toContain("need the S3-compatible storage");
    await s3App.stop();

    const alone = start("index.js", await appEnv());
    await alone.waitForLine("PillarPost is listening");
    for (const [entry, env] of [
      ["worker.js", { DATABASE_URL: db.url, AUTH_SECRET: secret, ...S3 }],
      ["index.js", await appEnv(S3)],
      ["index.js", await appEnv()],
    ] as const) {
      const second = start(entry, env);
      expect((await second.exited).code, `${entry} ${JSON.stringify(Object.keys(env))}`).toBe(1);
      expect(second.output()).toMatch(/keeps uploads on local disk/);
    }
    expect(await alone.stop()).toEqual({ code: 0, signal: null });
  });

  it("a process that dies without stopping leaves no claim behind", async () => {
    const crashed = start("index.js", await appEnv());
    await crashed.waitForLine("PillarPost is listening");
    crashed.child.kill("SIGKILL");
    expect((await crashed.exited).signal).toBe("SIGKILL");
    const next = start("index.js", await appEnv());
    await next.waitForLine("PillarPost is listening");
    expect(await next.stop()).toEqual({ code: 0, signal: null });
  });
});
