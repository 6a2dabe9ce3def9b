import { z } from "zod";
import { defineQueue } from "../../jobs/queue-definition";

/** Publishing's queues (composed in jobs/queues.ts; the workers: ./workers). */
export const PUBLISHING_QUEUES = {
  /**
   * Publishes one post on LinkedIn (./attempt.ts). Sent to start at the post's time, one queued per post ("stately":
   * one queued and one running per singleton key); a job is only a wake-up call, the post's claim in Postgres decides
   * who publishes. Retried on a database error: the claim makes that safe.
   */
  "publishing.publish": defineQueue({
    payload: z
      .object({ postId: z.string().uuid(), workspaceId: z.string().uuid(), userId: z.string().min(1).max(200) })
      .strict(),
    options: { retryLimit: 3, retryDelay: 10, policy: "stately" },
  }),
  /**
   * Queues due posts whose job was lost, fails missed ones, and turns abandoned attempts into needs_check: every
   * minute, and once at each worker process's start.
   */
  "publishing.sweep": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 0, policy: "stately" },
    schedule: { cron: "* * * * *", data: {} },
    onStart: {},
  }),
};
