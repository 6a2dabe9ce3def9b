import { isDeepStrictEqual } from "node:util";
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
  /**
   * Registers the queue's recurring job, once: one per queue name however many processes call it. A call with the
   * cron and payload already registered leaves the schedule as it is; a different one replaces it.
   */
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

/** Where sends run their one statement: a pool of the app's (`pg.Pool` fits). */
export interface SendConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The JobQueue on pg-boss. With `sendOn`, a send's statement runs on that pool instead of pg-boss's own few
 * connections, which its workers' polling and maintenance hold: under load, requests that queue a job (a schedule)
 * waited for them.
 */
export function pgBossJobQueue(boss: PgBoss, sendOn?: SendConnection): JobQueue {
  const db = sendOn && { executeSql: (text: string, values: unknown[]) => sendOn.query(text, values) };
  return {
    async send(queue, data, options = {}) {
      return boss.send(queue, parsePayload(queue, data), {
        startAfter: options.startAfterSeconds,
        singletonKey: options.singletonKey,
        ...(db ? { db } : {}),
      });
    },
    async schedule(queue, cron, data) {
      const payload = parsePayload(queue, data);
      // pg-boss answers its schedule table's rows, with the time zone as `timezone`
      const schedules = (await boss.getSchedules()) as Array<PgBoss.Schedule & { timezone?: string | null }>;
      const current = schedules.find((s) => s.name === queue);
      const same = current?.cron === cron && current.timezone === "UTC" && isDeepStrictEqual(current.data, payload);
      if (same) return;
      await boss.schedule(queue, cron, payload, { tz: "UTC" });
    },
  };
}
