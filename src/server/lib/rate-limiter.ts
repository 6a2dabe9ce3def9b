import { createHash } from "node:crypto";
import type { LimitStore } from "./limit-store";

export interface LimitCheck {
  key: string;
  max: number;
}

// One statement per check: the window restarts when it has passed, otherwise the count goes up; the wait is
// computed by the database clock, so processes with skewed clocks agree.
const HIT = `
INSERT INTO rate_limits AS r (key, count, reset_at)
SELECT k, 1, now() + make_interval(secs => $2) FROM unnest($1::text[]) AS k ORDER BY k
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
  reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
RETURNING key, count, greatest(1, ceil(extract(epoch FROM r.reset_at - now())))::int AS wait`;

// Like HIT, but a refused hit is not counted: the count stops at max + 1 ("over").
const TAKE = `
INSERT INTO rate_limits AS r (key, count, reset_at)
VALUES ($1, 1, now() + make_interval(secs => $2))
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.reset_at <= now() THEN 1 WHEN r.count >= $3 THEN $3 + 1 ELSE r.count + 1 END,
  reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
RETURNING count, greatest(1, ceil(extract(epoch FROM r.reset_at - now())))::int AS wait`;

/**
 * Fixed-window counters in Postgres (table `rate_limits`), shared by every process on the database. Expired
 * windows are reused in place and purged by the clean-up job.
 */
export class RateLimiter {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    private readonly windowSeconds: number,
  ) {}

  /** Stored hashed: keys can hold a reset token or a session cookie, which must not sit in a table in clear. */
  key(key: string): string {
    return `${this.store.scope}${this.name}:${createHash("sha256").update(key).digest("base64url")}`;
  }

  /** Counts one hit on every key (one statement); returns the seconds to wait when any key is over its max, else 0. */
  async hit(checks: LimitCheck[]): Promise<number> {
    const maxByKey = new Map(checks.map((c) => [this.key(c.key), c.max]));
    // sorted: concurrent statements lock the rows in one order (no deadlock)
    const keys = [...maxByKey.keys()].sort();
    const { rows } = await this.store.pool.query<{ key: string; count: number; wait: number }>(HIT, [
      keys,
      this.windowSeconds,
    ]);
    let wait = 0;
    for (const row of rows) if (row.count > maxByKey.get(row.key)!) wait = Math.max(wait, row.wait);
    return wait;
  }

  /** Like `hit` for one key, but a refused hit is not counted (the caller does something free instead). */
  async take(check: LimitCheck): Promise<number> {
    const { rows } = await this.store.pool.query<{ count: number; wait: number }>(TAKE, [
      this.key(check.key),
      this.windowSeconds,
      check.max,
    ]);
    return rows[0].count > check.max ? rows[0].wait : 0;
  }
}
