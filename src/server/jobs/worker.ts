import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { Actor } from "../lib/actor";
import { loggableError } from "../lib/log-error";
import type { PublishingDeps } from "../modules/publishing/attempt";
import type { NotificationMailDeps } from "../modules/notifications/mail-dispatch";
import type { ScheduledBackupDeps } from "../backup/scheduled-backup";
import type { CarouselExportDeps } from "../modules/carousels/export-run";
import type { AccountExportDeps } from "../modules/account-data/export-run";
import { InvalidJobPayload, parsePayload, type JobQueue } from "./job-queue";
import { QUEUES, type JobData, type QueueName } from "./queues";
import { fetchDue, untilNextDueMs } from "./pgboss-internals";
import { startRefillLoop } from "./refill";

/** The user and workspace a job acts for (a payload that names both: publishing.publish): always named. */
export type JobActor = Required<Actor>;

/** What every job gets, whatever its worker needs. */
export interface JobContext {
  jobId: string;
  log: Logger;
  /** To queue follow-up jobs (a publishing retry, the sweep's due posts, the mail wake-up). */
  queue: JobQueue;
  /** Who the job acts for; null for a system job (sweeps, purges), which acts for no one in particular. */
  actor: JobActor | null;
}

/**
 * What a worker may ask for in `needs`, built once per process by compose(). A new dependency is one field here,
 * its line in compose(), and the `needs` of the workers that use it.
 */
export interface WorkerResources {
  /** The owner connection, for system tables and sweeps over every workspace only: never for a user's rows. */
  system: Database["db"];
  /**
   * The database, for a user's rows: `withUser(database, actor.userId, ...)` runs as the row owner, with
   * row-level security and the user's id set.
   */
  database: Database;
  /** The publishing worker's LinkedIn clients, token cipher, media storage and PUBLISH_* timings. */
  publishing: PublishingDeps;
  /** The mailer and the app's address, for the notification mails. */
  mail: NotificationMailDeps;
  /** The process's PDF printer (started on first use) and the Library, for carousel exports. */
  carousels: CarouselExportDeps;
  /** The storage, the mailer and the app's address, for account exports and their clean-up. */
  accountData: AccountExportDeps;
  /** The database pool, storage, secret and BACKUP_* settings, for the scheduled backups. */
  backups: ScheduledBackupDeps;
}

export type WorkerNeed = keyof WorkerResources;

export interface WorkerDefinition<Q extends QueueName, N extends WorkerNeed> {
  queue: Q;
  /** The resources `run` gets (and only those). */
  needs: readonly N[];
  /** pg-boss polling while the queue is empty; default 2 seconds. */
  pollingIntervalSeconds?: number;
  /** Jobs this process runs at once (default 1). */
  concurrency?: (deps: Pick<WorkerResources, N>) => number;
  /**
   * Jobs a dead process had fetched are handed back within seconds (worker-lease.ts) instead of staying active until
   * pg-boss expires them: the queue runs in a refill loop (whatever its concurrency), whose fetches name their holder.
   */
  handedBack?: boolean;
  run(data: JobData<Q>, job: JobContext, deps: Pick<WorkerResources, N>): Promise<unknown>;
}

/** A worker given what it needs (compose() builds them): what the job runner (boss.ts) polls for. */
export interface ComposedWorker {
  queue: QueueName;
  pollingIntervalSeconds: number;
  concurrency: number;
  /** Its jobs name this process as their holder (a refill loop): the lease hands them back should it die. */
  holdsJobs: boolean;
  /** Runs one job whose payload was checked against the queue's schema. */
  run(data: unknown, job: JobContext): Promise<unknown>;
}

/** A worker as data, like defineEndpoint: compose() gives it what it `needs` (a test, just those). */
export interface Worker<N extends WorkerNeed = WorkerNeed> {
  queue: QueueName;
  needs: readonly N[];
  compose(resources: Pick<WorkerResources, N>): ComposedWorker;
}

export function defineWorker<Q extends QueueName, N extends WorkerNeed = never>(
  definition: WorkerDefinition<Q, N>,
): Worker<N> {
  return {
    queue: definition.queue,
    needs: definition.needs,
    compose(resources) {
      const deps = Object.fromEntries(definition.needs.map((n) => [n, resources[n]])) as Pick<WorkerResources, N>;
      const concurrency = definition.concurrency?.(deps) ?? 1;
      return {
        queue: definition.queue,
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
        concurrency,
        holdsJobs: !!definition.handedBack || concurrency > 1,
        run: (data, job) => definition.run(data as JobData<Q>, job, deps),
      };
    },
  };
}

/** The actor of a payload that names a user and a workspace (the payload was checked against its queue's schema). */
function actorOf(data: unknown): JobActor | null {
  const { userId, workspaceId } = (data ?? {}) as Partial<Record<string, unknown>>;
  return typeof userId === "string" && typeof workspaceId === "string" ? { userId, workspaceId } : null;
}

/** What the runner gives every job: the process's logger and its job queue. */
export interface JobRunner {
  logger: Logger;
  queue: JobQueue;
}

/**
 * One job: the payload is checked against the queue's schema first (a bad one fails the job with the fields
 * named, values never logged); any error fails the job (pg-boss retries it per the queue's options) and never
 * reaches the process.
 */
export function jobHandler(worker: ComposedWorker, runner: JobRunner) {
  return async (job: { id: string; data: unknown }) => {
    const log = runner.logger.child({ queue: worker.queue, jobId: job.id });
    try {
      const data = parsePayload(worker.queue, job.data);
      return await worker.run(data, { jobId: job.id, log, queue: runner.queue, actor: actorOf(data) });
    } catch (err) {
      if (err instanceof InvalidJobPayload) log.warn({ error: err.message }, "job refused: invalid payload");
      else log.error({ error: loggableError(err) }, "job failed");
      throw err;
    }
  };
}

/** A queue polled in this process. */
export interface RegisteredWorker {
  queue: QueueName;
  holdsJobs: boolean;
  /** Fetches now (jobs were handed back). */
  wake(): void;
  /** No more fetches, running jobs awaited up to the timeout. */
  stop(timeoutMs: number): Promise<void>;
}

export interface RegisterOptions extends JobRunner {
  database: Database;
  /** This process's lease (worker-lease.ts): the holder the refill loops' fetches write in the jobs they take. */
  holder: string;
}

/**
 * Creates the queue (idempotent) and starts polling it in this process. One job at a time: pg-boss's own loop (a
 * failed job fails with what it answered kept as its output). More, or `handedBack`: the refill loop (refill.ts),
 * which keeps `concurrency` jobs running, fetches several slots' worth at a time, the earliest due first, naming
 * this process as their holder (pgboss-internals.ts), and ends each job on its own: a failed one is failed alone,
 * the others are completed together.
 */
export async function registerWorker(
  boss: PgBoss,
  worker: ComposedWorker,
  opts: RegisterOptions,
): Promise<RegisteredWorker> {
  await boss.createQueue(worker.queue, { name: worker.queue, ...QUEUES[worker.queue].options });
  const handle = jobHandler(worker, opts);
  const { pollingIntervalSeconds } = worker;
  if (!worker.holdsJobs) {
    const loop: { id?: string } = {};
    loop.id = await boss.work(worker.queue, { pollingIntervalSeconds }, async ([job]) => {
      try {
        return await handle(job!);
      } finally {
        // fetch again at once (pg-boss's loop would wait its polling interval after every job)
        if (loop.id) boss.notifyWorker(loop.id);
      }
    });
    // pg-boss's stop awaits its own loops
    return { queue: worker.queue, holdsJobs: false, wake: () => {}, stop: async () => {} };
  }
  const loop = startRefillLoop(boss, worker.queue, {
    concurrency: worker.concurrency,
    pollingIntervalSeconds,
    fetch: (batchSize) => fetchDue(opts.database.pool, worker.queue, batchSize, opts.holder),
    handle,
    onError: (err) => opts.logger.error({ queue: worker.queue, error: loggableError(err) }, "job queue error"),
    untilNextDueMs: () => untilNextDueMs(opts.database.pool, worker.queue),
  });
  return { queue: worker.queue, holdsJobs: true, wake: () => loop.wake(), stop: (ms) => loop.stop(ms) };
}
