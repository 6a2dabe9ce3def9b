import { z } from "zod";

/**
 * Every queue: its name, the zod schema of its payload (checked when a job is sent and again when a worker
 * receives it) and pg-boss queue options. Workers live in `workers/`, one file per queue.
 */
export const QUEUES = {
  /** Echoes its input: proves the queue end to end (tests, the worker process check). */
  "system.smoke": {
    payload: z.object({ echo: z.string().max(200) }).strict(),
    options: { retryLimit: 0 },
  },
  /** Purges expired rows: verification tokens and one-time codes, sessions, rate-limit windows, leases. */
  "system.cleanup": {
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 60 },
  },
  /** Purges posts and notes that have been in the trash for longer than TRASH_RETENTION_DAYS. */
  "content.trash-purge": {
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 300 },
  },
} as const satisfies Record<string, { payload: z.ZodType; options: { retryLimit: number; retryDelay?: number } }>;

export type QueueName = keyof typeof QUEUES;
export type JobData<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]["payload"]>;

/** Recurring jobs (cron in UTC). pg-boss keeps one schedule per queue name and sends one job per tick, whatever the number of processes. */
export const SCHEDULES: { [Q in QueueName]?: { cron: string; data: JobData<Q> } } = {
  "system.cleanup": { cron: "7 * * * *", data: {} },
  "content.trash-purge": { cron: "23 3 * * *", data: {} },
};
