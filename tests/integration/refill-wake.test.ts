import PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDue, untilNextDueMs } from "../../src/server/jobs/pgboss-internals";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";
import { startRefillLoop, type RefillLoop } from "../../src/server/jobs/refill";
import { freshDatabase } from "../support/fresh-database";

// An idle refill loop wakes up when the next waiting job comes due, not a whole polling interval later: a post due
// at 09:00 goes out at 09:00.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let boss: PgBoss;
let pool: pg.Pool;
const QUEUE = "test.wake";

beforeAll(async () => {
  fresh = await freshDatabase("refill_wake");
  boss = new PgBoss({ connectionString: fresh.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  await boss.createQueue(QUEUE);
  pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  pool.on("error", () => {}); // a connection the drop terminates (fresh-database.ts) is not this test's failure
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await boss?.stop({ graceful: false, wait: true });
  await fresh?.drop();
});

describe("the refill loop's wake-up", () => {
  it("fetches a job at its start time while the polling interval is far longer", async () => {
    const ran: number[] = [];
    let loop: RefillLoop | undefined;
    try {
      const sent = Date.now();
      await boss.send(QUEUE, {}, { startAfter: 2 });
      loop = startRefillLoop(boss, QUEUE, {
        concurrency: 2,
        pollingIntervalSeconds: 20,
        fetch: (batchSize) => fetchDue(pool, QUEUE, batchSize),
        handle: async () => void ran.push(Date.now()),
        onError: () => {},
        untilNextDueMs: () => untilNextDueMs(pool, QUEUE),
      });
      const deadline = Date.now() + 15_000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(ran).toHaveLength(1);
      // not before its time (pg-boss's start time, to the second), and far sooner than the 20 s interval
      expect(ran[0]! - sent).toBeGreaterThanOrEqual(1500);
      expect(ran[0]! - sent).toBeLessThan(5000);
    } finally {
      await loop?.stop(2000);
    }
  });
});
