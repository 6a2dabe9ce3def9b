import type pg from "pg";
import { JOBS_SCHEMA } from "./queues";
import type { FetchedJob } from "./refill";

// pg-boss 10's fetch (src/plans.js fetchNextJob) but for its order; the same state change, the same gate of one
// job per singleton key in a batch (stately and singleton queues), the same skip of jobs another fetch holds.
const FETCH_DUE = `
  WITH next AS (
    SELECT id, singleton_key, policy
    FROM ${JOBS_SCHEMA}.job
    WHERE name = $1 AND state < 'active' AND start_after < now()
    ORDER BY start_after
    LIMIT $2
    FOR UPDATE SKIP LOCKED
  ), grouped AS (
    SELECT n.id, n.policy AS grouped_policy,
      row_number() OVER (
        PARTITION BY CASE
          WHEN $2 > 1 AND n.policy IN ('singleton', 'stately') THEN n.singleton_key
          ELSE n.id::text
        END
      ) AS row_number
    FROM next n
  ), fetched AS (
    UPDATE ${JOBS_SCHEMA}.job j SET
      state = 'active',
      started_on = now(),
      retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
    FROM grouped
    WHERE name = $1 AND j.id = grouped.id
      AND (
        (grouped.grouped_policy IN ('singleton', 'stately') AND grouped.row_number = 1)
        OR COALESCE(grouped.grouped_policy, '') NOT IN ('singleton', 'stately')
      )
    RETURNING j.id, j.data, j.start_after
  )
  -- an UPDATE returns its rows in no particular order
  SELECT id, data FROM fetched ORDER BY start_after`;

/**
 * Up to `batchSize` due jobs of a queue, the earliest due first, made active (pg-boss completes and fails them as
 * its own). pg-boss's fetch orders by priority and creation, an order its index (job_i5: name, start_after) does
 * not hold: each fetch reads and sorts every due job, about 10 ms per fetch when 10,000 posts are due at 09:00. By
 * start time alone (no tie-break, which would sort every job due at the same instant) the index hands them over in
 * order and a fetch reads only the jobs it takes (0.2 ms of the statement's 3 ms, against 7.5 of 10). It is also
 * the order publishing wants: after an outage, the post due first goes first, whenever it was scheduled.
 *
 * Like pg-boss's, a fetch that would make two jobs of one singleton key active (a unique violation) takes nothing;
 * the next fetch tries again.
 */
export async function fetchDue(pool: Pick<pg.Pool, "query">, queue: string, batchSize: number): Promise<FetchedJob[]> {
  try {
    const { rows } = await pool.query<FetchedJob>(FETCH_DUE, [queue, batchSize]);
    return rows;
  } catch (err) {
    if ((err as { code?: unknown }).code === "23505") return [];
    throw err;
  }
}
