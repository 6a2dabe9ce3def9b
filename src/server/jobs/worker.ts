import type PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "pino";
import { withUser, type Database, type UserDb } from "../db/client";
import { loggableError } from "../lib/log-error";
import type { PublishingDeps } from "../modules/publishing/attempt";
import type { NotificationMailDeps } from "../modules/notifications/mail-dispatch";
import { InvalidJobPayload, parsePayload, type JobQueue } from "./job-queue";
import { JOBS_SCHEMA, QUEUES, type JobData, type QueueName } from "./queues";
import { fetchDue } from "./fetch-due";
import { startRefillLoop } from "./refill";

export interface WorkerDeps {
  database: Database;
  logger: Logger;
  /** To queue follow-up jobs (a publishing retry, the sweep's due posts). */
  queue: JobQueue;
  publishing: PublishingDeps;
  /** The mailer and the app's address, for the notification mails. */
  mail: NotificationMailDeps;
}

export interface JobContext {
  jobId: string;
  log: Logger;
  /**
   * Runs `fn` as the row owner: the non-owner role with row-level security and the user's id set (withUser).
   * Every query a worker makes on a user's rows goes through it.
   */
  asUser<T>(userId: string, fn: (db: UserDb) => Promise<T>): Promise<T>;
  /** The owner connection, for system tables only (expired tokens, counters): never for a user's rows. */
  system: Database["db"];
  database: Database;
  queue: JobQueue;
  publishing: PublishingDeps;
  mail: NotificationMailDeps;
}

export interface WorkerDefinition<Q extends QueueName = QueueName> {
  queue: Q;
  /** pg-boss polling while the queue is empty; default 2 seconds. */
  pollingIntervalSeconds?: number;
  /** Jobs this process runs at once (default 1). */
  concurrency?: (deps: WorkerDeps) => number;
  run(data: JobData<Q>, ctx: JobContext): Promise<unknown>;
}

export const defineWorker = <Q extends QueueName>(definition: WorkerDefinition<Q>) => definition;

/**
 * One job: the payload is checked against the queue's schema first (a bad one fails the job with the fields
 * named, values never logged); any error fails the job (pg-boss retries it per the queue's options) and never
 * reaches the process.
 */
export function jobHandler<Q extends QueueName>(definition: WorkerDefinition<Q>, deps: WorkerDeps) {
  return async (job: { id: string; data: unknown }) => {
    const log = deps.logger.child({ queue: definition.queue, jobId: job.id });
    try {
      const data = parsePayload(definition.queue, job.data);
      return await definition.run(data, {
        jobId: job.id,
        log,
        asUser: (userId, fn) => withUser(deps.database, userId, fn),
        system: deps.database.db,
        database: deps.database,
        queue: deps.queue,
        publishing: deps.publishing,
        mail: deps.mail,
      });
    } catch (err) {
      if (err instanceof InvalidJobPayload) log.warn({ error: err.message }, "job refused: invalid payload");
      else log.error({ error: loggableError(err) }, "job failed");
      throw err;
    }
  };
}

/**
 * Milliseconds until a queue's next waiting job is due, by the database's clock (null: none waits); read through
 * pg-boss's index on the start time. The refill loop's wake-up (refill.ts `untilNextDueMs`).
 */
export async function untilNextDueMs(pool: Pick<pg.Pool, "query">, queue: string): Promise<number | null> {
  const { rows } = await pool.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(start_after) - now()) * 1000)::float8 AS ms
     FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state < 'active'`,
    [queue],
  );
  return rows[0]?.ms ?? null;
}

/** What stops a queue's polling in this process: no more fetches, running jobs awaited up to the timeout. */
export type StopWorker = (timeoutMs: number) => Promise<void>;

/**
 * Creates the queue (idempotent) and starts polling it in this process. One job at a time: pg-boss's own loop (a
 * failed job fails with what it answered kept as its output). More: the refill loop (refill.ts), which keeps
 * `concurrency` jobs running, fetches several slots' worth at a time, the earliest due first (fetch-due.ts), and
 * ends each job on its own: a failed one is failed alone, the others are completed together.
 */
export async function registerWorker<Q extends QueueName>(
  boss: PgBoss,
  definition: WorkerDefinition<Q>,
  deps: WorkerDeps,
): Promise<StopWorker> {
  await boss.createQueue(definition.queue, { name: definition.queue, ...QUEUES[definition.queue].options });
  const handle = jobHandler(definition, deps);
  const concurrency = definition.concurrency?.(deps) ?? 1;
  const pollingIntervalSeconds = definition.pollingIntervalSeconds ?? 2;
  if (concurrency === 1) {
    const loop: { id?: string } = {};
    loop.id = await boss.work(definition.queue, { pollingIntervalSeconds }, async ([job]) => {
      try {
        return await handle(job!);
      } finally {
        // fetch again at once (pg-boss's loop would wait its polling interval after every job)
        if (loop.id) boss.notifyWorker(loop.id);
      }
    });
    // pg-boss's stop awaits its own loops
    return async () => {};
  }
  const loop = startRefillLoop(boss, definition.queue, {
    concurrency,
    pollingIntervalSeconds,
    fetch: (batchSize) => fetchDue(deps.database.pool, definition.queue, batchSize),
    handle,
    onError: (err) => deps.logger.error({ queue: definition.queue, error: loggableError(err) }, "job queue error"),
    untilNextDueMs: () => untilNextDueMs(deps.database.pool, definition.queue),
  });
  return (timeoutMs) => loop.stop(timeoutMs);
}
