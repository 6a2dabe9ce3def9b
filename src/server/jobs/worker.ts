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
  /** pg-boss polling; default 2 seconds. */
  pollingIntervalSeconds?: number;
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

/** Creates the queue (idempotent) and starts polling it in this process, one job at a time. */
export async function registerWorker<Q extends QueueName>(
  boss: PgBoss,
  definition: WorkerDefinition<Q>,
  deps: WorkerDeps,
): Promise<void> {
  await boss.createQueue(definition.queue, { name: definition.queue, ...QUEUES[definition.queue].options });
  const handle = jobHandler(definition, deps);
  await boss.work(
    definition.queue,
    { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2, batchSize: 1 },
    ([job]) => handle(job),
  );
}
