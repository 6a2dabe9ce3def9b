import { z } from "zod";

/** pg-boss's schema in the app's database (its job table is read by the publishing sweep). */
export const JOBS_SCHEMA = "pgboss";

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
  /**
   * Publishes one post on LinkedIn (modules/publishing/attempt.ts). Sent to start at the post's time, one queued
   * per post ("stately": one queued and one running per singleton key); a job is only a wake-up call, the post's
   * claim in Postgres decides who publishes. Retried on a database error: the claim makes that safe.
   */
  "publishing.publish": {
    payload: z
      .object({ postId: z.string().uuid(), workspaceId: z.string().uuid(), userId: z.string().min(1).max(200) })
      .strict(),
    options: { retryLimit: 3, retryDelay: 10, policy: "stately" },
  },
  /** Queues due posts whose job was lost, fails missed ones, and turns abandoned attempts into needs_check. */
  "publishing.sweep": {
    payload: z.object({}).strict(),
    options: { retryLimit: 0, policy: "stately" },
  },
  /**
   * Sends the mails of notifications waiting for one (modules/notifications/mail-dispatch.ts). A wake-up call, sent
   * after a transaction that wrote a notification, and every minute to catch up: the rows decide what is sent.
   */
  "notifications.mail": {
    payload: z.object({}).strict(),
    options: { retryLimit: 1, retryDelay: 30, policy: "stately" },
  },
  /** Reminds users whose LinkedIn token (without a refresh token) expires within 7 days, then 1 day. */
  "notifications.linkedin-expiry": {
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 300, policy: "stately" },
  },
} as const satisfies Record<
  string,
  { payload: z.ZodType; options: { retryLimit: number; retryDelay?: number; policy?: "standard" | "stately" } }
>;

export type QueueName = keyof typeof QUEUES;
export type JobData<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]["payload"]>;

/** Recurring jobs (cron in UTC). pg-boss keeps one schedule per queue name and sends one job per tick, whatever the number of processes. */
export const SCHEDULES: { [Q in QueueName]?: { cron: string; data: JobData<Q> } } = {
  "system.cleanup": { cron: "7 * * * *", data: {} },
  "content.trash-purge": { cron: "23 3 * * *", data: {} },
  "publishing.sweep": { cron: "* * * * *", data: {} },
  "notifications.mail": { cron: "* * * * *", data: {} },
  "notifications.linkedin-expiry": { cron: "17 * * * *", data: {} },
};

/** The wake-up of the notification mails (one queued at a time: it sends every pending mail). */
export const NOTIFICATION_MAIL_WAKE_UP = { queue: "notifications.mail", singletonKey: "notifications.mail" } as const;

/** Sent once by every process that starts the workers: what was due while no worker ran is picked up at once. */
export const ON_START: { [Q in QueueName]?: JobData<Q> } = {
  "publishing.sweep": {},
};
