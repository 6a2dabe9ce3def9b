import { z } from "zod";
import { ACCOUNT_DATA_QUEUES } from "../modules/account-data/queues";
import { ACCOUNT_DELETION_QUEUES } from "../modules/account-deletion/queues";
import { CAROUSEL_QUEUES } from "../modules/carousels/queues";
import { NOTIFICATION_QUEUES } from "../modules/notifications/queues";
import { PUBLISHING_QUEUES } from "../modules/publishing/queues";
import { defineQueue, type QueueDefinition } from "./queue-definition";

/** pg-boss's schema in the app's database (its job table is read by the publishing sweep). */
export const JOBS_SCHEMA = "pgboss";

/** The system's own queues; a module's are in its folder (`modules/<domain>/queues.ts`). */
const SYSTEM_QUEUES = {
  /** Echoes its input: proves the queue end to end (tests, the worker process check). */
  "system.smoke": defineQueue({
    payload: z.object({ echo: z.string().max(200) }).strict(),
    options: { retryLimit: 0 },
  }),
  /** Purges expired rows: verification tokens and one-time codes, sessions, rate-limit windows, leases (hourly). */
  "system.cleanup": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 60 },
    schedule: { cron: "7 * * * *", data: {} },
  }),
  /** A backup into BACKUP_DIR or the bucket, keeping BACKUP_KEEP (scheduled by BACKUP_CRON, see runtime.ts). */
  "system.backup": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 1, retryDelay: 600, policy: "stately", expireInSeconds: 6 * 3600 },
  }),
  /** Purges posts, notes and carousels that have been in the trash for longer than TRASH_RETENTION_DAYS (daily). */
  "content.trash-purge": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 300 },
    schedule: { cron: "23 3 * * *", data: {} },
  }),
};

/**
 * Every queue (`defineQueue`): its name, the zod schema of its payload (checked when a job is sent and again when a
 * worker receives it), pg-boss queue options, its schedule and start-up job. Every process knows every queue, to send
 * to it; the workers are the system's (`workers/`) and each module's (its manifest's `workers`).
 */
export const QUEUES = {
  ...SYSTEM_QUEUES,
  ...PUBLISHING_QUEUES,
  ...NOTIFICATION_QUEUES,
  ...CAROUSEL_QUEUES,
  ...ACCOUNT_DATA_QUEUES,
  ...ACCOUNT_DELETION_QUEUES,
};

export type QueueName = keyof typeof QUEUES;
export type JobData<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]["payload"]>;

/** Recurring jobs (cron in UTC), from the queues' `schedule`. */
export const SCHEDULES = Object.fromEntries(
  Object.entries(QUEUES).flatMap(([name, queue]: [string, QueueDefinition]) =>
    queue.schedule ? [[name, queue.schedule]] : [],
  ),
) as { [Q in QueueName]?: { cron: string; data: JobData<Q> } };

/** Sent once by every process that starts the workers, from the queues' `onStart`. */
export const ON_START = Object.fromEntries(
  Object.entries(QUEUES).flatMap(([name, queue]: [string, QueueDefinition]) =>
    queue.onStart !== undefined ? [[name, queue.onStart]] : [],
  ),
) as { [Q in QueueName]?: JobData<Q> };
