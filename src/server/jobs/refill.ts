import type PgBoss from "pg-boss";

/** A job as the handler gets it. */
export interface FetchedJob {
  id: string;
  data: unknown;
}

export interface RefillOptions {
  /** Jobs run at once. */
  concurrency: number;
  /** Seconds between fetches while the queue is empty. */
  pollingIntervalSeconds: number;
  /** Takes up to `batchSize` due jobs of the queue and makes them active (pgboss-internals.ts). */
  fetch(batchSize: number): Promise<FetchedJob[]>;
  /** Runs one job; a rejection fails it (pg-boss retries it per the queue's options). */
  handle(job: FetchedJob): Promise<unknown>;
  /** A fetch or a completion that failed (the loop goes on: the next fetch waits the polling interval). */
  onError(err: unknown): void;
  /**
   * Milliseconds until the queue's next waiting job comes due, by the database's clock (null: none waits). An
   * empty fetch then waits until that job is due when it is sooner than the polling interval, instead of the
   * whole interval: a post due at 09:00 is fetched at 09:00, not up to a polling interval later.
   */
  untilNextDueMs?: () => Promise<number | null>;
}

/** pg-boss fetches jobs whose start time is strictly before now: the wake-up comes this much after it. */
const DUE_MARGIN_MS = 10;

export interface RefillLoop {
  /**
   * No more fetches; the jobs fetched but not started are failed at once (pg-boss retries them, the sweep queues
   * their post again should it not); waits up to `timeoutMs` for the running ones and their completions.
   */
  stop(timeoutMs: number): Promise<void>;
  /** Fetches now instead of at the end of the polling interval (jobs were handed back: worker-lease.ts). */
  wake(): void;
}

/**
 * Jobs held per slot at most (running and fetched): a fetch takes between REFILL_BELOW and IN_HAND jobs per slot,
 * so a fetch's round trip and statement serve several jobs, and the jobs in hand do not run out while it runs.
 */
const IN_HAND_PER_SLOT = 4;
const REFILL_BELOW_PER_SLOT = 2;

/**
 * Keeps `concurrency` jobs of one queue running: a job that ends frees its slot for the next fetched one at once
 * (no batch waits for its slowest job), fetches refill the jobs in hand before they run out, and the completions
 * that end meanwhile are written together, in one statement. An empty fetch waits the polling interval.
 */
export function startRefillLoop(boss: PgBoss, queue: string, opts: RefillOptions): RefillLoop {
  const inHandMax = opts.concurrency * IN_HAND_PER_SLOT;
  const refillBelow = opts.concurrency * REFILL_BELOW_PER_SLOT;
  const waiting: FetchedJob[] = [];
  let running = 0;
  let fetching = false;
  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let idle: (() => void) | undefined;
  const done: string[] = [];
  let completing: Promise<void> | undefined;
  let releasing = 0;

  const settledAll = () => {
    if (stopped && running === 0 && !fetching && !completing && done.length === 0 && releasing === 0) idle?.();
  };

  // every completion that ended while the previous statement ran goes in the next one
  const flush = () => {
    if (completing || done.length === 0) return settledAll();
    const ids = done.splice(0);
    completing = boss
      .complete(queue, ids)
      .then(() => {}, opts.onError)
      .finally(() => {
        completing = undefined;
        flush();
      });
  };

  const pump = () => {
    while (!stopped && running < opts.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      opts
        .handle(job)
        .then(
          () => done.push(job.id),
          (err: unknown) => boss.fail(queue, job.id, err as object).then(() => {}, opts.onError),
        )
        .finally(() => {
          running--;
          flush();
          pump();
          refill();
        });
    }
    settledAll();
  };

  const refill = () => {
    if (stopped || fetching || pollTimer || running + waiting.length >= refillBelow) return;
    fetching = true;
    opts
      .fetch(inHandMax - running - waiting.length)
      .then(
        (jobs) => jobs,
        (err: unknown) => {
          opts.onError(err);
          return [];
        },
      )
      .then((jobs) => {
        fetching = false;
        if (stopped) {
          if (jobs.length) release(jobs);
          return settledAll();
        }
        waiting.push(...jobs);
        pump();
        if (jobs.length === 0) waitForNext();
        else refill();
      });
  };

  // an empty fetch: wait the polling interval, or less when a waiting job comes due sooner (a job due already
  // but not fetched, held by another worker, waits the whole interval: no busy loop)
  const waitForNext = () => {
    const interval = opts.pollingIntervalSeconds * 1000;
    fetching = true;
    void (opts.untilNextDueMs?.() ?? Promise.resolve(null))
      .catch((err: unknown) => {
        opts.onError(err);
        return null;
      })
      .then((ms) => {
        fetching = false;
        if (stopped) return settledAll();
        const delay = ms !== null && ms > 0 && ms < interval ? ms + DUE_MARGIN_MS : interval;
        pollTimer = setTimeout(() => {
          pollTimer = undefined;
          refill();
        }, delay);
      });
  };

  const release = (jobs: FetchedJob[]) => {
    releasing++;
    void Promise.all(jobs.map((j) => boss.fail(queue, j.id, { message: "the worker stopped before running it" })))
      .then(() => {}, opts.onError)
      .finally(() => {
        releasing--;
        settledAll();
      });
  };

  refill();
  return {
    wake() {
      if (!pollTimer) return; // fetching, waiting for its completion, or stopped: it fetches again anyway
      clearTimeout(pollTimer);
      pollTimer = undefined;
      refill();
    },
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(pollTimer);
      if (waiting.length) release(waiting.splice(0));
      const settled = new Promise<void>((resolve) => {
        idle = resolve;
      });
      settledAll();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
