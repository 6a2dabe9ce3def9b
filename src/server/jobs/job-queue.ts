import type PgBoss from "pg-boss";
import { QUEUES, type JobData, type QueueName } from "./queues";

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

/** What services use to queue work for the workers (any process may send; workers run where JOBS_ENABLED is on). */
export interface JobQueue {
  /** Queues one job; the payload is checked against its queue's schema first. Answers the job id. */
  send<Q extends QueueName>(queue: Q, data: JobData<Q>, options?: SendOptions): Promise<string | null>;
  /** Registers (or replaces) the queue's recurring job: one per queue name, however many processes call it. */
  schedule<Q extends QueueName>(queue: Q, cron: string, data: JobData<Q>): Promise<void>;
}

export class InvalidJobPayload extends Error {
  constructor(queue: string, issues: { path: PropertyKey[]; message: string }[]) {
    // paths and messages only: a payload's values stay out of errors and logs
    super(
      `invalid payload for ${queue}: ${issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`,
    );
    this.name = "InvalidJobPayload";
  }
}

/** Checks a payload against its queue's schema; throws InvalidJobPayload naming the fields. */
export function parsePayload<Q extends QueueName>(queue: Q, data: unknown): JobData<Q> {
  const parsed = QUEUES[queue].payload.safeParse(data);
  if (!parsed.success) throw new InvalidJobPayload(queue, parsed.error.issues);
  return parsed.data as JobData<Q>;
}

/** The JobQueue on pg-boss. */
export function pgBossJobQueue(boss: PgBoss): JobQueue {
  return {
    async send(queue, data, options = {}) {
      return boss.send(queue, parsePayload(queue, data), {
        startAfter: options.startAfterSeconds,
        singletonKey: options.singletonKey,
      });
    },
    async schedule(queue, cron, data) {
      await boss.schedule(queue, cron, parsePayload(queue, data), { tz: "UTC" });
    },
  };
}
