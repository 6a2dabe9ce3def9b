import { randomUUID } from "node:crypto";
import type { LimitStore } from "./limit-store";

// Takes the key when it is free or its lease has expired (a crashed holder), in one statement.
const ACQUIRE = `
INSERT INTO leases AS l (key, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
  WHERE l.expires_at <= now()
RETURNING holder`;
const RELEASE = "DELETE FROM leases WHERE key = $1 AND holder = $2";

/** One holder at a time per key, across every process on the database (table `leases`). */
export class Leases {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    private readonly seconds: number,
  ) {}

  /** Runs `work` holding the key; answers `busy` without running it while another holder has the key. */
  async run<T>(key: string, work: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
    const fullKey = `${this.store.scope}${this.name}:${key}`;
    const holder = randomUUID();
    const { rowCount } = await this.store.pool.query(ACQUIRE, [fullKey, holder, this.seconds]);
    if (!rowCount) return { busy: true };
    try {
      return { busy: false, value: await work() };
    } finally {
      // a release that fails (database gone) must not hide the work's outcome: the lease expires anyway
      await this.store.pool.query(RELEASE, [fullKey, holder]).catch(() => {});
    }
  }
}
