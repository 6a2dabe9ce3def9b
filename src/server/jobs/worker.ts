import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { withUser, type Database, type UserDb } from "../db/client";
import { loggableError } from "../lib/log-error";
import type { PublishingDeps } from "../modules/publishing/attempt";
import type { NotificationMailDeps } from "../modules/notifications/mail-dispatch";
import { InvalidJobPayload, parsePayload, type JobQueue } from "./job-queue";
import { QUEUES, type JobData, type QueueName } from "./queues";

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
 * Jobs one polling loop fetches at a time. pg-boss's fetch sorts every job waiting in the queue (its index is on the
 * start time, the order by priority and creation): with 10,000 waiting, fewer and larger fetches save Postgres most.
 * But a batch ends with its slowest job (a LinkedIn call can take LINKEDIN_API_TIMEOUT_MS), so not one batch for all.
 */
const MAX_BATCH = 8;

/**
 * Creates the queue (idempotent) and starts polling it in this process: `concurrency` jobs at once, in loops that
 * each fetch a batch of up to MAX_BATCH and run it side by side. A loop that found jobs fetches again as soon as
 * they are done (pg-boss's loop would wait its polling interval after every batch: one batch per interval however
 * many jobs wait); an empty fetch waits the interval. Each job of a batch ends on its own: a failed one is failed
 * here (retried per the queue's options), and pg-boss's completion of the batch then completes only the others (it
 * completes active jobs only; it keeps what a job answered as its output only for a job fetched alone).
 */
export async function registerWorker<Q extends QueueName>(
  boss: PgBoss,
  definition: WorkerDefinition<Q>,
  deps: WorkerDeps,
): Promise<void> {
  await boss.createQueue(definition.queue, { name: definition.queue, ...QUEUES[definition.queue].options });
  const handle = jobHandler(definition, deps);
  const concurrency = definition.concurrency?.(deps) ?? 1;
  const batchSize = Math.min(concurrency, MAX_BATCH);
  for (let n = 0; n < Math.ceil(concurrency / batchSize); n++) {
    const loop: { id?: string } = {};
    loop.id = await boss.work(
      definition.queue,
      { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2, batchSize },
      async (jobs) => {
        try {
          // a lone job fails through pg-boss itself, with what it answered kept as the job's output
          if (jobs.length === 1) return await handle(jobs[0]!);
          const results = await Promise.allSettled(jobs.map((job) => handle(job)));
          await Promise.all(
            results.map((r, i) =>
              r.status === "rejected" ? boss.fail(definition.queue, jobs[i]!.id, r.reason) : null,
            ),
          );
        } finally {
          if (loop.id) boss.notifyWorker(loop.id);
        }
      },
    );
  }
}
