import { randomBytes } from "node:crypto";
import path from "node:path";
import PgBoss from "pg-boss";
import { fakeS3Settings } from "../support/fake-s3-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREPARED_STATEMENTS_BEHIND_POOLER } from "../../src/server/config";
import { createDatabase, type Database } from "../../src/server/db/client";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { startPgBouncer, type PgBouncer } from "../support/pgbouncer";
import { publishingMember } from "../support/publishing-member";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";
import { until } from "../support/until";

// The built entries (`npm start`, `npm run worker`) behind Debian's PgBouncer 1.18 in transaction mode with four
// server connections (a process pins one for its storage claim, and its start-up holds one for its set-up lock while
// pg-boss sets up on another): with prepared statements on (the default) both refuse to start and say what to set;
// with DATABASE_PREPARED_STATEMENTS=false the worker publishes every post exactly once, none left to check.
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let bouncer: PgBouncer;
let database: Database;
let boss: PgBoss;
let sim: LinkedInApi;
const started: ServerProcess[] = [];
const secret = randomBytes(32).toString("hex");
// several processes on one database need the S3 settings (a fake S3: a process checks its bucket at start)
let s3: Awaited<ReturnType<typeof fakeS3Settings>>;
let S3: Record<string, string>;

beforeAll(async () => {
  s3 = await fakeS3Settings();
  S3 = s3.env;
  build = buildServer();
  db = await freshDatabase("pillarpost_bouncer_worker");
  bouncer = await startPgBouncer(db.url, { serverConnections: 4 });
  database = createDatabase(db.url, { max: 2 });
  sim = await startLinkedInApi();
  boss = new PgBoss({ connectionString: db.url, schema: "pgboss", max: 2, supervise: false, schedule: false });
  await boss.start();
}, 120_000);

afterAll(async () => {
  await s3?.s3.stop();
  await Promise.all(started.map((p) => p.stop()));
  await boss?.stop({ graceful: false, wait: true });
  await database?.close();
  await sim?.stop();
  await bouncer?.stop();
  await db?.drop();
  build?.remove();
});

function start(entry: "index.js" | "worker.js", env: Record<string, string>): ServerProcess {
  const proc = startServerProcess(path.join(build.dir, entry), {
    DATABASE_URL: bouncer.url,
    AUTH_SECRET: secret,
    LINKEDIN_API_URL: sim.origin,
    LINKEDIN_WEB_URL: sim.webOrigin,
    ...S3,
    ...env,
  });
  started.push(proc);
  return proc;
}

describe("behind PgBouncer 1.18 in transaction mode", { timeout: 120_000 }, () => {
  it("the app and the worker refuse to start with prepared statements on, and say what to set", async () => {
    const app = start("index.js", { PORT: String(await freePort()), HOST: "127.0.0.1", JOBS_ENABLED: "false" });
    const worker = start("worker.js", {});
    // whichever comes first: the exit, or the line that says it started
    const outcome = (proc: ServerProcess, running: string) =>
      Promise.race([proc.exited.then((e) => e.code), proc.waitForLine(running).then(() => running)]).catch(() =>
        proc.exited.then((e) => e.code),
      );
    expect(await outcome(app, "PillarPost is listening")).toBe(78);
    expect(await outcome(worker, "PillarPost workers are running")).toBe(78);
    for (const proc of [app, worker]) expect(proc.output()).toContain(PREPARED_STATEMENTS_BEHIND_POOLER);
  });

  it("a worker with DATABASE_PREPARED_STATEMENTS=false publishes every post exactly once", async () => {
    const worker = start("worker.js", { DATABASE_PREPARED_STATEMENTS: "false" });
    await worker.waitForLine("PillarPost workers are running");
    const member = await publishingMember(database.pool, sim, secret);
    const bodies = Array.from({ length: 60 }, (_, i) => `Behind the pooler, post ${i}`);
    const ids = await member.schedule(bodies);
    // as the API sends them: one job per post, due now
    for (const id of ids)
      await boss.send(
        "publishing.publish",
        { postId: id, workspaceId: member.workspaceId, userId: member.userId },
        { singletonKey: `${id}@now` },
      );
    const statuses = () =>
      database.pool
        .query<{ status: string; n: number }>(
          "SELECT status, count(*)::int AS n FROM posts WHERE id = ANY($1) GROUP BY status",
          [ids],
        )
        .then((r) => Object.fromEntries(r.rows.map((row) => [row.status, row.n])));
    // a person expects 60 posts due now on LinkedIn within half a minute
    expect(await until(statuses, (s) => s.scheduled === undefined && s.publishing === undefined, 30_000)).toEqual({
      published: 60,
    });
    expect(sim.posts.map((p) => p.parsed.text).sort()).toEqual([...bodies].sort());
    expect(worker.output()).not.toMatch(/prepared statement .* does not exist/);
  });
});
