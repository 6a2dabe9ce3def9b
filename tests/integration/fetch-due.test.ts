import PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDue } from "../../src/server/jobs/pgboss-internals";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";
import { freshDatabase } from "../support/fresh-database";

// The refill loop's fetch (src/server/jobs/pgboss-internals.ts): pg-boss's, in due order.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let boss: PgBoss;
let pool: pg.Pool;

beforeAll(async () => {
  fresh = await freshDatabase("fetch_due");
  boss = new PgBoss({ connectionString: fresh.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  pool = new pg.Pool({ connectionString: fresh.url, max: 4 });
  pool.on("error", () => {}); // a connection the drop terminates (fresh-database.ts) is not this test's failure
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await boss?.stop({ graceful: false, wait: true });
  await fresh?.drop();
});

/** Sets jobs' start times (seconds from now) by their data's n; pg-boss's own startAfter is to the second. */
async function dueIn(queue: string, seconds: Record<number, number>) {
  for (const [n, s] of Object.entries(seconds))
    await pool.query(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() + make_interval(secs => $3) WHERE name = $1 AND data->>'n' = $2`,
      [queue, n, s],
    );
}

const numbers = (jobs: { data: unknown }[]) => jobs.map((j) => (j.data as { n: number }).n);

describe("fetchDue", () => {
  it("takes the due jobs earliest due first whatever their creation order, up to the batch, and leaves the rest", async () => {
    const queue = "test.due-order";
    await boss.createQueue(queue);
    for (let n = 1; n <= 5; n++) await boss.send(queue, { n });
    // created 1..5; due: 5 first, then 3, 1, 2; 4 not yet
    await dueIn(queue, { 5: -50, 3: -40, 1: -30, 2: -20, 4: 3600 });
    expect(numbers(await fetchDue(pool, queue, 2))).toEqual([5, 3]);
    expect(numbers(await fetchDue(pool, queue, 10))).toEqual([1, 2]);
    expect(await fetchDue(pool, queue, 10)).toEqual([]);
    const { rows } = await pool.query(
      `SELECT data->>'n' AS n, state FROM ${JOBS_SCHEMA}.job WHERE name = $1 ORDER BY 1`,
      [queue],
    );
    expect(rows).toEqual([
      { n: "1", state: "active" },
      { n: "2", state: "active" },
      { n: "3", state: "active" },
      { n: "4", state: "created" },
      { n: "5", state: "active" },
    ]);
  });

  it("gives two fetches at once different jobs, which pg-boss then completes and fails as its own", async () => {
    const queue = "test.due-concurrent";
    await boss.createQueue(queue);
    await boss.insert(Array.from({ length: 40 }, (_, n) => ({ name: queue, data: { n } })));
    await dueIn(queue, Object.fromEntries(Array.from({ length: 40 }, (_, n) => [n, -5])));
    const [a, b] = await Promise.all([fetchDue(pool, queue, 25), fetchDue(pool, queue, 25)]);
    expect(a.length + b.length).toBe(40);
    expect(new Set([...numbers(a), ...numbers(b)]).size).toBe(40);
    await boss.complete(
      queue,
      a.map((j) => j.id),
    );
    await boss.fail(queue, b[0]!.id, { message: "no" });
    const { rows } = await pool.query<{ state: string; count: number }>(
      `SELECT state, count(*)::int AS count FROM ${JOBS_SCHEMA}.job WHERE name = $1 GROUP BY state ORDER BY state`,
      [queue],
    );
    // the failed one is retried (pg-boss's retry: back to "retry")
    expect(Object.fromEntries(rows.map((r) => [r.state, r.count]))).toEqual({
      completed: a.length,
      active: b.length - 1,
      retry: 1,
    });
  });

  it("takes one job per key of a stately queue in a batch, and nothing while the key's job is still active", async () => {
    const queue = "test.due-stately";
    await boss.createQueue(queue, { name: queue, policy: "stately" });
    await boss.send(queue, { n: 1 }, { singletonKey: "post-a" });
    await boss.send(queue, { n: 2 }, { singletonKey: "post-b" });
    await dueIn(queue, { 1: -10, 2: -10 });
    const first = await fetchDue(pool, queue, 10);
    expect(numbers(first).sort()).toEqual([1, 2]);
    // a new job for post-a while its first is active: pg-boss keeps one active per key, so the fetch takes nothing
    await boss.send(queue, { n: 3 }, { singletonKey: "post-a" });
    await dueIn(queue, { 3: -5 });
    expect(await fetchDue(pool, queue, 10)).toEqual([]);
    await boss.complete(queue, first.find((j) => numbers([j])[0] === 1)!.id);
    expect(numbers(await fetchDue(pool, queue, 10))).toEqual([3]);
  });
});
