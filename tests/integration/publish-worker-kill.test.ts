import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import PgBoss from "pg-boss";
import { fakeS3Settings } from "../support/fake-s3-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkedInTokenCipher } from "../../src/server/composition";
import { createDatabase, type Database } from "../../src/server/db/client";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { freshDatabase } from "../support/fresh-database";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";
import { until } from "../support/until";

// `npm run worker` (the built entry) SIGKILLed while a post's request is on LinkedIn: after a restart the post is
// needs_check (never re-sent) and the post whose job died with the process is published: no duplicate, no loss.
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let boss: PgBoss;
let sim: LinkedInApi;
const started: ServerProcess[] = [];
const secret = randomBytes(32).toString("hex");

let s3: Awaited<ReturnType<typeof fakeS3Settings>>;

beforeAll(async () => {
  s3 = await fakeS3Settings();
  build = buildServer();
  db = await freshDatabase("pillarpost_publish_kill");
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
  await db?.drop();
  build?.remove();
});

async function startWorker(): Promise<ServerProcess> {
  const proc = startServerProcess(path.join(build.dir, "worker.js"), {
    DATABASE_URL: db.url,
    AUTH_SECRET: secret,
    LINKEDIN_API_URL: sim.origin,
    LINKEDIN_WEB_URL: sim.webOrigin,
    LINKEDIN_API_TIMEOUT_MS: "60000",
    // several processes on one database need shared storage (a fake S3: a process checks its bucket at start)
    ...s3.env,
  });
  started.push(proc);
  await proc.waitForLine("PillarPost workers are running");
  return proc;
}

const status = async (id: string) =>
  (await database.pool.query("SELECT status FROM posts WHERE id = $1", [id])).rows[0].status as string;

describe("a worker killed mid-publish", () => {
  it("after a restart: the post in flight needs checking (one post on LinkedIn), the waiting one is published", async () => {
    const userId = `kill-${randomUUID()}`;
    const sub = `k${randomBytes(5).toString("hex")}`;
    const pool = database.pool;
    await pool.query("INSERT INTO users (id, name, email) VALUES ($1, 'Ada', $2)", [userId, `${userId}@example.com`]);
    const workspaceId = (await pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [userId])).rows[0]
      .id;
    await pool.query(
      `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
       VALUES ($1, $2, $3, 'Ada', $4, now() + interval '60 days', 'openid profile email w_member_social')`,
      [workspaceId, userId, sub, linkedInTokenCipher(secret).encrypt(sim.issueToken(sub))],
    );
    const insert = async (body: string) =>
      (
        await pool.query(
          `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
           VALUES ($1, $2, $3, 'scheduled', now(), $2) RETURNING id`,
          [workspaceId, userId, body],
        )
      ).rows[0].id as string;

    const first = await startWorker();
    sim.inject({ endpoint: "posts", fault: "hang-after-accept" });
    const inFlight = await insert("In flight when the worker died");
    await boss.send("publishing.publish", { postId: inFlight, workspaceId, userId }, { singletonKey: inFlight });
    await until(
      async () => sim.posts.length,
      (n) => n === 1,
      30_000,
    );
    expect(await status(inFlight)).toBe("publishing");
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    // a post that came due while no worker ran (its job never sent)
    const waiting = await insert("Due while the worker was down");
    // as if longer than an attempt can last (LINKEDIN_API_TIMEOUT_MS + 60 s) had passed since the kill
    await pool.query(
      "UPDATE posts SET publishing_started_at = publishing_started_at - interval '5 minutes' WHERE id = $1",
      [inFlight],
    );
    await startWorker();
    expect(
      await until(
        () => status(inFlight),
        (s) => s !== "publishing",
        30_000,
      ),
    ).toBe("needs_check");
    expect(
      await until(
        () => status(waiting),
        (s) => s === "published",
        30_000,
      ),
    ).toBe("published");
    expect(sim.posts.map((p) => p.parsed.text).sort()).toEqual([
      "Due while the worker was down",
      "In flight when the worker died",
    ]);
  });
});
