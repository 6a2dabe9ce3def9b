import { z } from "zod";
import { defineQueue } from "../../jobs/queue-definition";

/** The notifications' queues (composed in jobs/queues.ts; the workers: ./workers). */
export const NOTIFICATION_QUEUES = {
  /**
   * Sends the mails of notifications waiting for one (./mail-dispatch.ts). A wake-up call, sent after a transaction
   * that wrote a notification, and every minute to catch up: the rows decide what is sent.
   */
  "notifications.mail": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 1, retryDelay: 30, policy: "stately" },
    schedule: { cron: "* * * * *", data: {} },
  }),
  /** Reminds users whose LinkedIn token (without a refresh token) expires within 7 days, then 1 day (hourly). */
  "notifications.linkedin-expiry": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 300, policy: "stately" },
    schedule: { cron: "17 * * * *", data: {} },
  }),
};

/** The wake-up of the notification mails (one queued at a time: it sends every pending mail). */
export const NOTIFICATION_MAIL_WAKE_UP = { queue: "notifications.mail", singletonKey: "notifications.mail" } as const;
