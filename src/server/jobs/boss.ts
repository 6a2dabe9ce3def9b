import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { loggableError } from "../lib/log-error";
import { pgBossJobQueue, type JobQueue } from "./job-queue";
import type { PublishingDeps } from "../modules/publishing/attempt";
import type { NotificationMailDeps } from "../modules/notifications/mail-dispatch";
import { JOBS_SCHEMA, ON_START, SCHEDULES, type QueueName } from "./queues";
import { registerWorker, type StopWorker } from "./worker";
import { WORKERS } from "./workers";

const JOBS_SETUP_LOCK = 727_274_003; // arbitrary advisory-lock key (see MIGRATION_LOCK)

export interface Jobs {
  queue: JobQueue;
  boss: PgBoss;
  /** Whether this process runs the workers (JOBS_ENABLED, or the worker entry). */
  workers: boolean;
  /** Stops polling, waits for running jobs up to the timeout, closes pg-boss's pool. */
  stop(timeoutMs: number): Promise<void>;
}

export interface StartJobsOptions {
  connectionString: string;
  database: Database;
  logger: Logger;
  /** Run the workers and the schedules here; without, the process only sends jobs. */
  workers: boolean;
  /** The publishing worker's LinkedIn client, token cipher and timings (publishingDepsFromConfig). */
  publishing: PublishingDeps;
  /** The notification mails' mailer and the app's address. */
  mail: NotificationMailDeps;
}

/**
 * pg-boss on the app's database (schema "pgboss"). Every process can send; processes with workers also poll,
 * keep the schedules and do pg-boss's maintenance. Several processes may run workers at once: pg-boss hands
 * each job to one of them, and sends one job per schedule tick.
 */
export async function startJobs(opts: StartJobsOptions): Promise<Jobs> {
  const { logger, workers } = opts;
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    schema: JOBS_SCHEMA,
    max: 4,
    supervise: workers,
    schedule: workers,
  });
  boss.on("error", (err) => logger.error({ error: loggableError(err) }, "job queue error"));
  const queue = pgBossJobQueue(boss);
  const stoppers: StopWorker[] = [];
  // One process at a time: pg-boss's schema set-up and queue creation (a partition attached to its job table per
  // queue) deadlock when two processes start together.
  const lock = await opts.database.pool.connect();
  try {
    // transaction-level, in a transaction open meanwhile: a pooler in transaction mode keeps it on one connection
    await lock.query("BEGIN");
    await lock.query("SELECT pg_advisory_xact_lock($1)", [JOBS_SETUP_LOCK]);
    await boss.start();
    if (workers) {
      const deps = { database: opts.database, logger, queue, publishing: opts.publishing, mail: opts.mail };
      for (const definition of WORKERS) stoppers.push(await registerWorker(boss, definition, deps));
      for (const [name, entry] of Object.entries(SCHEDULES))
        await queue.schedule(name as QueueName, entry.cron, entry.data);
      for (const [name, data] of Object.entries(ON_START))
        await queue.send(name as QueueName, data, { singletonKey: name });
    }
  } catch (err) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw err;
  } finally {
    const ended = await lock.query("COMMIT").then(
      () => true,
      () => false,
    );
    lock.release(!ended);
  }
  return {
    queue,
    boss,
    workers,
    async stop(timeoutMs) {
      // the refill loops first (their completions go through pg-boss's pool); then pg-boss, graceful: waits for
      // its own loops' jobs up to the timeout, then closes its pool
      const started = Date.now();
      await Promise.all(stoppers.map((stop) => stop(timeoutMs)));
      await boss.stop({ graceful: true, timeout: Math.max(1000, timeoutMs - (Date.now() - started)), wait: true });
    },
  };
}
