import { AppError } from "../../lib/errors";
import { Leases } from "../../lib/lease";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";

// A generation lasts at most the LLM deadline plus the database writes; a process that dies mid-generation
// leaves its lease behind for that long at most.
const LEASE_MARGIN_SECONDS = 60;

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
  llmTimeoutMs: number;
  /** Names of the lease and of the limiter: each kind of generation has its own (default: strategy generation's). */
  names?: { lease: string; limiter: string };
  /** The code a second generation gets while one runs (409). */
  busyCode?: "GENERATION_IN_PROGRESS" | "POST_GENERATION_IN_PROGRESS";
}) {
  const names = opts.names ?? { lease: "generate", limiter: "llm-generations" };
  const busyCode = opts.busyCode ?? "GENERATION_IN_PROGRESS";
  const running = new Leases(opts.store, names.lease, Math.ceil(opts.llmTimeoutMs / 1000) + LEASE_MARGIN_SECONDS);
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
