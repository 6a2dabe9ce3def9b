import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { loggableError } from "../lib/log-error";
import { pgBossJobQueue, type JobQueue } from "./job-queue";
import { JOBS_SCHEMA, ON_START, SCHEDULES, type QueueName } from "./queues";
import { registerWorker, type ComposedWorker, type RegisteredWorker } from "./worker";
import { startWorkerLease, type WorkerLease } from "./worker-lease";

const JOBS_SETUP_LOCK = 727_274_003; // arbitrary advisory-lock key (see MIGRATION_LOCK)

export interface Jobs {
  /** Sends jobs: give it to compose() (services enqueue into it) before `start`. */
  queue: JobQueue;
  boss: PgBoss;
  /** Whether this process runs the workers (JOBS_ENABLED, or the worker entry). */
  workers: boolean;
  /** The id of this process's lease when it runs the workers (worker-lease.ts), as its jobs name their holder. */
  worker: string | null;
  /**
   * Starts pg-boss; with `workers`, also polls the composed workers' queues (compose().workers), keeps the
   * schedules and does pg-boss's maintenance.
   */
  start(workers: readonly ComposedWorker[]): Promise<void>;
  /** Whether every worker's queue is being polled here and the lease is renewed (false without workers). */
  polling(): boolean;
  /** Stops polling, waits for running jobs up to the timeout, closes pg-boss's pool. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobsOptions {
  connectionString: string;
  database: Database;
  logger: Logger;
  /** Run the workers and the schedules here; without, the process only sends jobs. */
  workers: boolean;
}

/**
 * pg-boss on the app's database (schema "pgboss"), not started yet: its queue can be handed to compose() first.
 * Every process can send; processes with workers also poll, keep the schedules and do pg-boss's maintenance.
 * Several processes may run workers at once: pg-boss hands each job to one of them, and sends one job per
 * schedule tick.
 */
export function createJobs(opts: JobsOptions): Jobs {
  const { logger, database } = opts;
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    schema: JOBS_SCHEMA,
    max: 4,
    supervise: opts.workers,
    schedule: opts.workers,
  });
  boss.on("error", (err) => logger.error({ error: loggableError(err) }, "job queue error"));
  const queue = pgBossJobQueue(boss, database.pool);
  const registered: RegisteredWorker[] = [];
  let expected = 0;
  let stopping = false;
  let lease: WorkerLease | undefined;
  const worker = opts.workers ? randomUUID() : null;

  async function start(workers: readonly ComposedWorker[]) {
    // One process at a time: pg-boss's schema set-up and queue creation (a partition attached to its job table per
    // queue) deadlock when two processes start together.
    const lock = await database.pool.connect();
    try {
      // transaction-level, in a transaction open meanwhile: a pooler in transaction mode keeps it on one connection
      await lock.query("BEGIN");
      await lock.query("SELECT pg_advisory_xact_lock($1)", [JOBS_SETUP_LOCK]);
      await boss.start();
      if (worker) {
        expected = workers.length;
        // the lease first: the refill loops' first fetches already name this process as the holder of their jobs
        lease = await startWorkerLease({
          pool: database.pool,
          worker,
          queues: workers.filter((w) => w.holdsJobs).map((w) => w.queue),
          onHandedBack(jobs) {
            logger.info({ jobs: jobs.length }, "jobs of a stopped worker process handed back");
            for (const r of registered) if (jobs.some((j) => j.name === r.queue)) r.wake();
          },
          onError: (err) => logger.error({ error: loggableError(err) }, "worker lease renewal failed"),
        });
        for (const w of workers)
          registered.push(await registerWorker(boss, w, { database, logger, queue, holder: worker }));
        // the schedules and start-up jobs of the queues polled here (all of them, but in tests)
        const polled = new Set<string>(workers.map((w) => w.queue));
        for (const [name, entry] of Object.entries(SCHEDULES))
          if (polled.has(name)) await queue.schedule(name as QueueName, entry.cron, entry.data);
        for (const [name, data] of Object.entries(ON_START))
          if (polled.has(name)) await queue.send(name as QueueName, data, { singletonKey: name });
      }
    } catch (err) {
      await Promise.all(registered.map((r) => r.stop(0)));
      await lease?.stop();
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      throw err;
    } finally {
      const ended = await lock.query("COMMIT").then(
        () => true,
        () => false,
      );
      lock.release(!ended);
    }
  }

  return {
    queue,
    boss,
    workers: opts.workers,
    worker,
    start,
    polling: () => !stopping && !!lease?.live() && registered.length === expected,
    async stop(timeoutMs) {
      stopping = true;
      // the refill loops first (their completions go through pg-boss's pool); then pg-boss, graceful: waits for
      // its own loops' jobs up to the timeout, then closes its pool; the lease last, once no job runs here
      const started = Date.now();
      await Promise.all(registered.map((r) => r.stop(timeoutMs)));
      await boss.stop({ graceful: true, timeout: Math.max(1000, timeoutMs - (Date.now() - started)), wait: true });
      await lease?.stop();
    },
  };
}

/** createJobs and start, for a process (or a test) whose workers are composed already. */
export async function startJobs(opts: JobsOptions & { composed?: readonly ComposedWorker[] }): Promise<Jobs> {
  const jobs = createJobs(opts);
  await jobs.start(opts.composed ?? []);
  return jobs;
}
