import type pg from "pg";
import { renewLeaseAndHandBack } from "./pgboss-internals";

/** How often a process with workers renews its lease. */
export const LEASE_BEAT_MS = 1000;
/**
 * A lease not renewed for this long belongs to a dead process (killed, or its machine gone). Five beats: an event
 * loop busy for a few seconds is not taken for a death, and a false one costs only a job run twice (each post's
 * claim in Postgres lets one attempt through).
 */
export const LEASE_SECONDS = 5;

const leaseKey = (worker: string) => `worker:${worker}`;

export interface WorkerLeaseOptions {
  /** The owner pool (the `leases` table and pg-boss's jobs). */
  pool: Pick<pg.Pool, "query">;
  /** This process's id: the holder its fetches write in the jobs they take. */
  worker: string;
  /** The queues whose jobs name their holder (the refill loops'). */
  queues: string[];
  /** Jobs of dead processes were handed back: wake the loops that fetch them. */
  onHandedBack(jobs: { id: string; name: string }[]): void;
  onError(err: unknown): void;
}

export interface WorkerLease {
  /**
   * Renewed within LEASE_SECONDS: other processes take this one for alive (a blocked event loop or an unreachable
   * database lets it lapse).
   */
  live(): boolean;
  /** Stops renewing and gives the lease up (after the process's jobs have ended). */
  stop(): Promise<void>;
}

/**
 * The lease of a process that runs workers: renewed every LEASE_BEAT_MS in the `leases` table. Each renewal also
 * hands back the jobs that a dead process had fetched and not ended (without it they would stay active, their posts
 * unclaimed, until the publishing sweep gives up on them: API timeout + 60 s and its next minute). The first
 * renewal is written before this answers: the process's fetches name a live holder from the start.
 */
export async function startWorkerLease(opts: WorkerLeaseOptions): Promise<WorkerLease> {
  const key = leaseKey(opts.worker);
  let stopped = false;
  let renewedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const renew = async () => {
    const rows = await renewLeaseAndHandBack(opts.pool, {
      key,
      worker: opts.worker,
      seconds: LEASE_SECONDS,
      queues: opts.queues,
    });
    renewedAt = Date.now();
    if (rows.length) opts.onHandedBack(rows);
  };
  // a failed renewal is tried again at the next beat (the lease outlives four of them)
  const beat = () => renew().catch(opts.onError);
  const next = () => {
    timer = setTimeout(() => {
      beating = beat().finally(() => {
        if (!stopped) next();
      });
    }, LEASE_BEAT_MS);
  };
  await renew();
  next();
  return {
    live: () => !stopped && Date.now() - renewedAt < LEASE_SECONDS * 1000,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await beating;
      await opts.pool.query("DELETE FROM leases WHERE key = $1", [key]).catch(opts.onError);
    },
  };
}
