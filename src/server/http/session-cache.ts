/**
 * Remembers, for a few seconds, which session a cookie value stands for once better-auth has validated it (signature
 * and database), so most API requests skip better-auth's session machinery. Keys are exact cookie values (token +
 * signature) that were validated: a forged cookie never matches. An entry is never proof that the session still
 * exists: every use is checked against the sessions table (see sessionMiddleware), so a session ended in any
 * process is refused at once.
 */
export interface CachedSession {
  token: string;
  userId: string;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, session: CachedSession, sessionExpiresAt: Date, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...session, until: Math.min(now + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
