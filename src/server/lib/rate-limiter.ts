/** Fixed-window counter in memory. One process serves the HTTP API, so memory is the source of truth. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now = Date.now()): number {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count++;
    return entry.count > this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  /** Like `hit`, but a refused hit is not counted (the caller does something free instead). */
  take(key: string, now = Date.now()): number {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.max) return Math.ceil((entry.resetAt - now) / 1000);
    return this.hit(key, now);
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
