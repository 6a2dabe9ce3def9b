import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDue } from "../../src/server/jobs/pgboss-internals";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";
import { startWorkerLease } from "../../src/server/jobs/worker-lease";
import { freshDatabase } from "../support/fresh-database";

// The lease of a process with workers (src/server/jobs/worker-lease.ts): its renewal hands back the jobs of a holder
// whose lease is gone or expired, and only those.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let boss: PgBoss;
let pool: pg.Pool;

beforeAll(async () => {
  fresh = await freshDatabase("worker_lease");
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

const lease = (worker: string, seconds: number) =>
  pool.query("INSERT INTO leases (key, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))", [
    `worker:${worker}`,
    worker,
    seconds,
  ]);
const stateOf = async (id: string) =>
  (await pool.query(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id])).rows[0].state as string;

/** Sends a job and has `holder` fetch it (it is then active, naming its holder). */
async function heldJob(queue: string, holder: string, singletonKey?: string): Promise<string> {
  const id = (await boss.send(queue, { n: 1 }, singletonKey ? { singletonKey } : {}))!;
  const [fetched] = await fetchDue(pool, queue, 1, holder);
  expect(fetched?.id).toBe(id);
  return id;
}

describe("the worker lease", () => {
  it("hands back the jobs of a dead holder (lease expired or gone), due now, and leaves a live holder's", async () => {
    const queue = "test.lease-handback";
    await boss.createQueue(queue, { name: queue, policy: "stately" });
    const [expired, gone, live, self] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await lease(expired, -1);
    await lease(live, 60);
    const ofExpired = await heldJob(queue, expired, "a");
    const ofGone = await heldJob(queue, gone, "b");
    const ofLive = await heldJob(queue, live, "c");
    const ofSelf = await heldJob(queue, self, "d");
    const unnamed = (await boss.send(queue, { n: 2 }, { singletonKey: "e" }))!;
    await fetchDue(pool, queue, 1); // pg-boss's way: no holder named, never handed back

    const handedBack: string[] = [];
    const mine = await startWorkerLease({
      pool,
      worker: self,
      queues: [queue],
      onHandedBack: (jobs) => handedBack.push(...jobs.map((j) => j.id)),
      onError: (err) => {
        throw err;
      },
    });
    try {
      // the first renewal, before startWorkerLease answers
      expect(handedBack.sort()).toEqual([ofExpired, ofGone].sort());
      expect(await stateOf(ofExpired)).toBe("retry");
      expect(await stateOf(ofLive)).toBe("active");
      expect(await stateOf(ofSelf)).toBe("active");
      expect(await stateOf(unnamed)).toBe("active");
      // due now: the next fetch takes them, naming its own holder
      const refetched = await fetchDue(pool, queue, 10, self);
      expect(refetched.map((j) => j.id).sort()).toEqual([ofExpired, ofGone].sort());
      const { rows } = await pool.query(`SELECT output FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [ofGone]);
      expect(rows[0].output).toEqual({ worker: self });
      // and this process's lease is live: another process's renewal leaves its jobs alone
      const { rows: leases } = await pool.query("SELECT expires_at > now() AS live FROM leases WHERE key = $1", [
        `worker:${self}`,
      ]);
      expect(leases).toEqual([{ live: true }]);
    } finally {
      await mine.stop();
    }
    expect((await pool.query("SELECT 1 FROM leases WHERE key = $1", [`worker:${self}`])).rows).toEqual([]);
  });

  it("leaves a dead holder's job active when its stately key already waits in retry (one per state and key)", async () => {
    const queue = "test.lease-stately";
    await boss.createQueue(queue, { name: queue, policy: "stately" });
    const dead = randomUUID();
    const active = await heldJob(queue, dead, "k");
    const waiting = (await boss.send(queue, { n: 3 }, { singletonKey: "k" }))!;
    await pool.query(`UPDATE ${JOBS_SCHEMA}.job SET state = 'retry' WHERE id = $1`, [waiting]);
    const errors: unknown[] = [];
    const mine = await startWorkerLease({
      pool,
      worker: randomUUID(),
      queues: [queue],
      onHandedBack: () => {},
      onError: (err) => errors.push(err),
    });
    await mine.stop();
    expect(errors).toEqual([]);
    expect(await stateOf(active)).toBe("active");
    expect(await stateOf(waiting)).toBe("retry");
  });
});
