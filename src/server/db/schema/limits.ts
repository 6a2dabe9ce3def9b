import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// System tables shared by every app process on the database (owner pool only: the app role has no grant).
// The migration creates them UNLOGGED: no write-ahead log per hit, and a crash only resets the counters.

/** Fixed-window counters: auth rate limits, per-user LLM generations (`lib/rate-limiter.ts`). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** One holder at a time per key until it releases or the lease expires (`lib/lease.ts`): a crashed process cannot hold it forever. */
export const leases = pgTable(
  "leases",
  {
    key: text("key").primaryKey(),
    holder: uuid("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("leases_expires_at_idx").on(t.expiresAt)],
);
