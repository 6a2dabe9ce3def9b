import { STRATEGY_MESSAGES } from "../../../contracts/strategy";
import { AppError } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limiter";

/**
 * Generation can cost an LLM call and many seconds: one at a time per user (a double click or a second tab gets
 * 409 instead of a second strategy), and at most `max` per window (429 with Retry-After).
 */
export function generationGuard(opts: { max: number; windowSeconds: number }) {
  const running = new Set<string>();
  const limiter = new RateLimiter(opts.max, opts.windowSeconds * 1000);
  return async function guarded<T>(userId: string, run: () => Promise<T>): Promise<T> {
    if (running.has(userId)) throw new AppError("CONFLICT", STRATEGY_MESSAGES.generationInProgress);
    const wait = limiter.hit(userId);
    if (wait > 0) throw new AppError("RATE_LIMITED", STRATEGY_MESSAGES.generationRateLimited, undefined, wait);
    running.add(userId);
    try {
      return await run();
    } finally {
      running.delete(userId);
    }
  };
}
