import type pg from "pg";
import { JOBS_SCHEMA } from "../jobs/queues";

/** The queue of the scheduled backups (BACKUP_CRON). */
export const BACKUP_QUEUE = "system.backup";

/**
 * When the last scheduled backup ended, from pg-boss's own record of its completed jobs (kept for its retention,
 * days): one read of that queue's partition. null: none, or none recent.
 */
export async function lastBackupAt(pool: Pick<pg.Pool, "query">): Promise<Date | null> {
  const { rows } = await pool.query<{ at: Date | null }>(
    `SELECT max(completed_on) AS at FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
    [BACKUP_QUEUE],
  );
  return rows[0]?.at ?? null;
}
