import { STRATEGY_MESSAGES } from "../../../contracts/strategy/schemas";
import { AppError } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limiter";

/**
 * Generation can cost an LLM call and many seconds: one at a time per user (a double click or a second tab gets
 * 409 instead of a second strategy). Only LLM calls are limited, at most `max` per window: over the limit the
 * built-in generator answers instead (it costs nothing, so it is never limited or counted).
 */
export function generationGuard(opts: { max: number; windowSeconds: number }) {
  const running = new Set<string>();
  const limiter = new RateLimiter(opts.max, opts.windowSeconds * 1000);
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      if (running.has(userId))
        throw new AppError({ code: "CONFLICT", message: STRATEGY_MESSAGES.generationInProgress });
      running.add(userId);
      try {
        return await work();
      } finally {
        running.delete(userId);
      }
    },
    /** Counts one LLM call for the user; returns the seconds to wait when over the limit (then it is not counted), else 0. */
    takeLlmCall(userId: string): number {
      return limiter.take(userId);
    },
  };
}

export type GenerationGuard = ReturnType<typeof generationGuard>;
