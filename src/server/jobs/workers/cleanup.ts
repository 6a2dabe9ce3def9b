import { sql } from "drizzle-orm";
import { defineWorker } from "../worker";

// One statement: the auth library's verification rows (reset and verify-email tokens, one-time codes), ended
// sessions, finished rate-limit windows and expired leases. System tables: the owner connection.
const PURGE = sql`
WITH v AS (DELETE FROM verifications WHERE expires_at < now() RETURNING 1),
     s AS (DELETE FROM sessions WHERE expires_at < now() RETURNING 1),
     r AS (DELETE FROM rate_limits WHERE reset_at < now() RETURNING 1),
     l AS (DELETE FROM leases WHERE expires_at < now() RETURNING 1)
SELECT (SELECT count(*) FROM v)::int AS verifications, (SELECT count(*) FROM s)::int AS sessions,
       (SELECT count(*) FROM r)::int AS "rateLimits", (SELECT count(*) FROM l)::int AS leases`;

/** Purges expired rows (recurring, see SCHEDULES): none of them can be used any more. */
export const cleanupWorker = defineWorker({
  queue: "system.cleanup",
  needs: ["system"],
  async run(_data, { log }, { system }) {
    const { rows } = await system.execute<{
      verifications: number;
      sessions: number;
      rateLimits: number;
      leases: number;
    }>(PURGE);
    log.info({ purged: rows[0] }, "expired rows purged");
    return rows[0];
  },
});
