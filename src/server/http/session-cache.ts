/**
 * Remembers, for a few seconds, which user a session cookie value belongs to once better-auth has validated it,
 * so most API requests skip better-auth's session machinery. Keys are exact cookie values (token + signature)
 * that were validated: a forged cookie never matches. Sign-out and other session-ending calls clear the cache,
 * so a revoked session stops working at once in this process; elsewhere within the TTL at most.
 */
export class SessionCache {
  private readonly entries = new Map<string, { userId: string; until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.userId;
  }

  set(key: string, userId: string, sessionExpiresAt: Date, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { userId, until: Math.min(now + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** better-auth calls after which a cached session may no longer be valid. */
export const SESSION_ENDING_PATHS = new Set([
  "/api/auth/sign-out",
  "/api/auth/revoke-session",
  "/api/auth/revoke-sessions",
  "/api/auth/revoke-other-sessions",
  "/api/auth/reset-password",
  "/api/auth/change-password",
  "/api/auth/change-email",
  "/api/auth/delete-user",
  "/api/auth/update-user",
]);
