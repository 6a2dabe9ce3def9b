import { randomUUID } from "node:crypto";
import type { LimitStore } from "./limit-store";

// Takes the key when it is free or its lease has expired (a crashed holder), in one statement.
const ACQUIRE = `
INSERT INTO leases AS l (key, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
  WHERE l.expires_at <= now()
RETURNING holder`;
const RELEASE = "DELETE FROM leases WHERE key = $1 AND holder = $2";
// Pushes the expiry back while the holder still works (a holder that lost the key renews nothing).
const RENEW = "UPDATE leases SET expires_at = now() + make_interval(secs => $3) WHERE key = $1 AND holder = $2";

/**
 * One holder at a time per key, across every process on the database (table `leases`). A holder renews its lease
 * every third of its length while it works, so work of any length keeps the key (a generation's retries can last
 * several LLM deadlines); a process that dies stops renewing, and its key is free at most `seconds` later.
 */
export class Leases {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    private readonly seconds: number,
  ) {}

  /**
   * Takes the key: answers its release (call it once the work is over), or null while another holder has it. For
   * work that outlives the call that starts it (a streamed answer).
   */
  async acquire(key: string): Promise<(() => Promise<void>) | null> {
    const fullKey = `${this.store.scope}${this.name}:${key}`;
    const holder = randomUUID();
    const { rowCount } = await this.store.pool.query(ACQUIRE, [fullKey, holder, this.seconds]);
    if (!rowCount) return null;
    // a renewal that fails (database busy or gone) is tried again at the next beat, while the lease still runs
    const renewal = setInterval(
      () => this.store.pool.query(RENEW, [fullKey, holder, this.seconds]).catch(() => {}),
      (this.seconds * 1000) / 3,
    );
    renewal.unref();
    // a release that fails (database gone) must not hide the work's outcome: the lease expires anyway
    return () => {
      clearInterval(renewal);
      return this.store.pool.query(RELEASE, [fullKey, holder]).then(
        () => {},
        () => {},
      );
    };
  }

  /** Runs `work` holding the key; answers `busy` without running it while another holder has the key. */
  async run<T>(key: string, work: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
    const release = await this.acquire(key);
    if (!release) return { busy: true };
    try {
      return { busy: false, value: await work() };
    } finally {
      await release();
    }
  }
}
