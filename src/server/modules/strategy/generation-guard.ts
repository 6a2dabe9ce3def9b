import { AppError } from "../../lib/errors";
import { Leases } from "../../lib/lease";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";

/**
 * The slot's lease. Its holder renews it while the generation runs (lib/lease.ts), however long its retries take (a
 * cut answer asked again shorter, then one variant a call: up to four LLM deadlines), so this is only how long a
 * process that died mid-generation keeps the user's slot.
 */
export const GENERATION_LEASE_SECONDS = 60;

/**
 * Generation can cost an LLM call and many seconds: one at a time per user (a double click or a second tab gets
 * 409 instead of a second strategy). Only LLM calls are limited, at most `max` per window: over the limit the
 * built-in generator answers instead (it costs nothing, so it is never limited or counted). Both live in Postgres
 * (`leases`, `rate_limits`), so every app process on the database enforces the same ones.
 */
export function generationGuard(opts: {
  store: LimitStore;
  max: number;
  windowSeconds: number;
  /** The lease's length (tests shorten it); GENERATION_LEASE_SECONDS by default. */
  leaseSeconds?: number;
  /** Names of the lease and of the limiter: each kind of generation has its own (default: strategy generation's). */
  names?: { lease: string; limiter: string };
  /** The code a second generation gets while one runs (409). */
  busyCode?: "GENERATION_IN_PROGRESS" | "POST_GENERATION_IN_PROGRESS";
}) {
  const names = opts.names ?? { lease: "generate", limiter: "llm-generations" };
  const busyCode = opts.busyCode ?? "GENERATION_IN_PROGRESS";
  const running = new Leases(opts.store, names.lease, opts.leaseSeconds ?? GENERATION_LEASE_SECONDS);
  const limiter = new RateLimiter(opts.store, names.limiter, opts.windowSeconds);
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const result = await running.run(userId, work);
      if (result.busy) throw new AppError({ code: busyCode });
      return result.value;
    },
    /** Takes the user's slot for work that outlives the call (a stream): its release, or 409 while one runs. */
    async begin(userId: string): Promise<() => Promise<void>> {
      const release = await running.acquire(userId);
      if (!release) throw new AppError({ code: busyCode });
      return release;
    },
    /** Counts one LLM call for the user; returns the seconds to wait when over the limit (then it is not counted), else 0. */
    takeLlmCall(userId: string): Promise<number> {
      return limiter.take({ key: userId, max: opts.max });
    },
  };
}

export type GenerationGuard = ReturnType<typeof generationGuard>;
