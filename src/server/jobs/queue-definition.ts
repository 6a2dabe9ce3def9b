import type { z } from "zod";

/** pg-boss's options of a queue (retries; "stately": one queued and one running per singleton key). */
export interface QueueOptions {
  retryLimit: number;
  retryDelay?: number;
  policy?: "standard" | "stately";
  /** How long a job may run before pg-boss fails it (its default: 15 minutes). */
  expireInSeconds?: number;
}

/**
 * A queue: the zod schema of its payload (checked when a job is sent and again when a worker receives it), pg-boss's
 * options, and when it is sent without a service asking: on a schedule, at a worker process's start.
 */
export interface QueueDefinition<P extends z.ZodType = z.ZodType> {
  payload: P;
  options: QueueOptions;
  /** Recurring (cron in UTC). pg-boss keeps one schedule per queue name and sends one job per tick, whatever the number of processes. */
  schedule?: { cron: string; data: z.infer<P> };
  /** Sent once by every process that starts the workers: what was due while no worker ran is picked up at once. */
  onStart?: z.infer<P>;
}

/** A queue as data (its schedule's and start-up job's data typed by its payload); listed in ./queues. */
export const defineQueue = <P extends z.ZodType>(queue: QueueDefinition<P>): QueueDefinition<P> => queue;
