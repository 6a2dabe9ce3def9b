import { randomBytes } from "node:crypto";
import path from "node:path";
import PgBoss from "pg-boss";
import { fakeS3Settings } from "../support/fake-s3-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { freshDatabase } from "../support/fresh-database";
import { publishingMember } from "../support/publishing-member";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";
import { until } from "../support/until";

// Two `npm run worker` processes (the built entry) drain 80 posts due at the same instant; one is SIGKILLed
// mid-drain, holding posts it had fetched but not claimed. Every post not in flight on the killed worker is
// published within 15 s of its time (issue 27 item 4: it waited for the sweep's staleness, 97-129 s, while the other
// worker sat idle); the posts in flight there are never sent again: the sweep makes them needs_check.
const POSTS = 80;
const CONCURRENCY = 4;
/** Issue 27's target: final within this long after the post's time. */
const TARGET_MS = 15_000;
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
  db = await freshDatabase("pillarpost_worker_dead");
  database = createDatabase(db.url, { max: 2 });
  // LinkedIn answering in 250 ms: the drain takes seconds, long enough to kill a worker in its middle
  sim = await startLinkedInApi({ answerDelayMs: 250 });
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

/** A worker process, and the id its jobs name as their holder. */
async function startWorker(): Promise<{ proc: ServerProcess; worker: string }> {
  const proc = startServerProcess(path.join(build.dir, "worker.js"), {
    DATABASE_URL: db.url,
    AUTH_SECRET: secret,
    LINKEDIN_API_URL: sim.origin,
    LINKEDIN_WEB_URL: sim.webOrigin,
    PUBLISH_CONCURRENCY: String(CONCURRENCY),
    // several processes on one database need shared storage (a fake S3: a process checks its bucket at start)
    ...s3.env,
  });
  started.push(proc);
  await proc.waitForLine("PillarPost workers are running");
  const line = proc
    .output()
    .split("\n")
    .find((l) => l.includes("PillarPost workers are running"))!;
  return { proc, worker: (JSON.parse(line) as { worker: string }).worker };
}

interface PostState {
  id: string;
  body: string;
  status: string;
  /** Milliseconds from the post's time to its end (published_at), null while it has none. */
  lateMs: number | null;
}

const postStates = async (ids: string[]) =>
  (
    await database.pool.query<PostState>(
      `SELECT id, body, status,
         (extract(epoch FROM published_at - scheduled_at) * 1000)::float8 AS "lateMs"
       FROM posts WHERE id = ANY($1)`,
      [ids],
    )
  ).rows;

describe("two workers, one killed mid-drain", { timeout: 90_000 }, () => {
  it("every post not in flight on the killed worker is published within 15 s of its time; those are checked, not re-sent", async () => {
    const killed = await startWorker();
    await startWorker();
    const member = await publishingMember(database.pool, sim, secret);
    const { rows } = await database.pool.query<{ due: Date }>("SELECT now() + interval '2 seconds' AS due");
    const due = rows[0]!.due;
    const bodies = Array.from({ length: POSTS }, (_, i) => `Due at the same instant, post ${i}`);
    const ids = await member.schedule(bodies, due);
    // as the API sends them: one job per post, starting at its time
    for (const id of ids)
      await boss.send(
        "publishing.publish",
        { postId: id, workspaceId: member.workspaceId, userId: member.userId },
        { startAfter: due, singletonKey: `${id}@${due.toISOString()}` },
      );

    await until(
      async () => sim.posts.length,
      (n) => n >= 12,
      30_000,
    );
    killed.proc.child.kill("SIGKILL");
    expect((await killed.proc.exited).signal).toBe("SIGKILL");
    // the case at stake: the killed worker held posts it had fetched and not claimed yet
    const { rows: held } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job j JOIN posts p ON p.id::text = j.data->>'postId'
       WHERE j.name = 'publishing.publish' AND j.state = 'active' AND j.output->>'worker' = $1
         AND p.status = 'scheduled'`,
      [killed.worker],
    );
    expect(held[0]!.n).toBeGreaterThan(0);

    // done when no post waits and no publish job is left (the dead worker's were handed back and ended): the posts
    // still publishing are those it had in flight. A person expects posts due now on LinkedIn within a quarter of a
    // minute: the wait gives twice that.
    const openJobs = async () =>
      (
        await database.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'publishing.publish' AND state IN ('created', 'retry', 'active')",
        )
      ).rows[0]!.n;
    const settled = await until(
      async () => ({ posts: await postStates(ids), jobs: await openJobs() }),
      (s) => s.jobs === 0 && s.posts.every((p) => p.status !== "scheduled"),
      2 * TARGET_MS,
    ).then((s) => s.posts);
    expect(settled.filter((p) => p.status === "scheduled").map((p) => p.body)).toEqual([]);
    const inFlight = settled.filter((p) => p.status === "publishing");
    const published = settled.filter((p) => p.status === "published");
    expect(published.length + inFlight.length).toBe(POSTS);
    expect(inFlight.length).toBeLessThanOrEqual(CONCURRENCY);
    const late = published.filter((p) => p.lateMs! > TARGET_MS).map((p) => Math.round(p.lateMs!));
    expect(late).toEqual([]);
    const sent = sim.posts.map((p) => p.parsed.text);
    for (const p of published) expect(sent.filter((t) => t === p.body)).toHaveLength(1);

    // the posts in flight keep "never re-send blindly": once an attempt cannot still be running, the sweep makes
    // them needs_check (as if LINKEDIN_API_TIMEOUT_MS + 60 s had passed)
    await database.pool.query(
      "UPDATE posts SET publishing_started_at = publishing_started_at - interval '5 minutes' WHERE id = ANY($1)",
      [inFlight.map((p) => p.id)],
    );
    await boss.send("publishing.sweep", {});
    const checked = await until(
      () => postStates(inFlight.map((p) => p.id)),
      (posts) => posts.every((p) => p.status === "needs_check"),
    );
    expect(checked.map((p) => p.status)).toEqual(inFlight.map(() => "needs_check"));
    const sentAfter = sim.posts.map((p) => p.parsed.text);
    for (const p of inFlight) expect(sentAfter.filter((t) => t === p.body).length).toBeLessThanOrEqual(1);
    expect(sentAfter).toHaveLength(sent.length);
  });
});
