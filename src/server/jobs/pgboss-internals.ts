import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import { JOBS_SCHEMA } from "./queues";
import type { FetchedJob } from "./refill";

// Every statement of the app's on pg-boss's own tables, in one place. pg-boss's API fetches in its own order and
// knows nothing of a holder, so the refill loops (refill.ts) and the worker lease (worker-lease.ts) read and write
// its `job` table directly. What they rely on is listed in PGBOSS_RELIED_ON, and `pgBossSchemaMismatches` checks it
// against the installed pg-boss (tests/integration/pgboss-internals.test.ts): an upgrade that changes any of it
// fails that test instead of publishing nothing.

/** What the statements below rely on in pg-boss's schema (pg-boss 10: src/plans.js). */
export const PGBOSS_RELIED_ON = {
  /** The pg-boss major these statements were written against (its package version). */
  major: 10,
  /** Columns of `job` read or written here. */
  jobColumns: [
    "id",
    "name",
    "data",
    "state",
    "start_after",
    "started_on",
    "output",
    "retry_count",
    "singleton_key",
    "policy",
  ],
  /**
   * The `job_state` enum in its order: `state < 'active'` means waiting (created or retry), as in pg-boss's fetch.
   * The rest must follow `active` in any order.
   */
  waitingStates: ["created", "retry"],
  activeState: "active",
  /** Policies whose jobs are gated to one per singleton key in a batch. */
  singletonPolicies: ["singleton", "stately"],
  /** Where pg-boss keeps finished jobs for its retention (a deleted account's are removed from it too). */
  archiveTable: "archive",
  /** The index the due-order fetch walks for waiting jobs (job_i5, made on each queue's partition). */
  dueIndexColumns: "(name, start_after)",
} as const;

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
      output = CASE WHEN $3::text IS NULL THEN NULL ELSE jsonb_build_object('worker', $3::text) END,
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
 *
 * `holder`: the fetching process's lease (worker-lease.ts), written in the job's output while it is active (pg-boss
 * writes the job's result there when it ends): should that process die, its jobs are handed back within seconds.
 */
export async function fetchDue(
  pool: Pick<pg.Pool, "query">,
  queue: string,
  batchSize: number,
  holder: string | null = null,
): Promise<FetchedJob[]> {
  try {
    const { rows } = await pool.query<FetchedJob>(FETCH_DUE, [queue, batchSize, holder]);
    return rows;
  } catch (err) {
    if ((err as { code?: unknown }).code === "23505") return [];
    throw err;
  }
}

const UNTIL_NEXT_DUE = `
  SELECT (extract(epoch FROM min(start_after) - now()) * 1000)::float8 AS ms
  FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state < 'active'`;

/**
 * Milliseconds until a queue's next waiting job is due, by the database's clock (null: none waits); read through
 * pg-boss's index on the start time. The refill loop's wake-up (refill.ts `untilNextDueMs`).
 */
export async function untilNextDueMs(pool: Pick<pg.Pool, "query">, queue: string): Promise<number | null> {
  const { rows } = await pool.query<{ ms: number | null }>(UNTIL_NEXT_DUE, [queue]);
  return rows[0]?.ms ?? null;
}

// One statement per beat: this process's lease renewed, and the jobs of processes whose lease is gone or expired
// handed back (active -> retry, due now) so that any live process fetches them at once. Only jobs that name their
// holder (fetchDue) are handed back; another job of the same stately key already waiting in `retry` takes the
// place of one that cannot move (pg-boss allows one per state and key).
const BEAT = `
  WITH beat AS (
    INSERT INTO leases AS l (key, holder, expires_at) VALUES ($1, $2::uuid, now() + make_interval(secs => $3))
    ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
  )
  UPDATE ${JOBS_SCHEMA}.job j SET state = 'retry', start_after = now(), output = NULL
  WHERE j.name = ANY($4::text[]) AND j.state = 'active'
    AND j.output->>'worker' IS NOT NULL AND j.output->>'worker' <> $2::text
    AND NOT EXISTS (
      SELECT 1 FROM leases l WHERE l.key = 'worker:' || (j.output->>'worker') AND l.expires_at > now())
    AND NOT EXISTS (
      SELECT 1 FROM ${JOBS_SCHEMA}.job r
      WHERE r.name = j.name AND r.state = 'retry' AND r.policy = 'stately' AND j.policy = 'stately'
        AND coalesce(r.singleton_key, '') = coalesce(j.singleton_key, ''))
  RETURNING j.id, j.name`;

/**
 * Renews the lease `key` of process `worker` for `seconds`, and hands back the active jobs of `queues` whose holder's
 * lease is gone or expired. Answers the jobs handed back.
 */
export async function renewLeaseAndHandBack(
  pool: Pick<pg.Pool, "query">,
  lease: { key: string; worker: string; seconds: number; queues: string[] },
): Promise<{ id: string; name: string }[]> {
  const { rows } = await pool.query<{ id: string; name: string }>(BEAT, [
    lease.key,
    lease.worker,
    lease.seconds,
    lease.queues,
  ]);
  return rows;
}

/**
 * A deleted account's jobs: every job of `queues` whose payload names the user or one of the deleted workspaces,
 * waiting or finished, in `job` and in `archive` (where pg-boss moves finished jobs, payload and all, for its
 * retention). An active one is left to end: it finds its rows gone and does nothing. Drizzle statements, to run in
 * the deletion's transaction; they rely on the columns name, data and state (PGBOSS_RELIED_ON) and on `archive`.
 */
export function dropAccountJobs(account: { queues: string[]; userId: string; workspaceIds: string[] }): SQL[] {
  const list = (values: string[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const ofAccount = sql`name IN ${list(account.queues)}
    AND (data->>'userId' = ${account.userId} OR data->>'workspaceId' IN ${list(account.workspaceIds)})`;
  return [
    sql`DELETE FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE ${ofAccount} AND state <> 'active'`,
    sql`DELETE FROM ${sql.raw(JOBS_SCHEMA)}.${sql.raw(PGBOSS_RELIED_ON.archiveTable)} WHERE ${ofAccount}`,
  ];
}

/** Whether pg-boss's job table exists yet (pg-boss makes it when a process first starts the queue). */
export const jobTablePresent = sql`SELECT to_regclass(${`${JOBS_SCHEMA}.job`}) IS NOT NULL AS present`;

/**
 * What of PGBOSS_RELIED_ON the pg-boss schema `schema` lacks, one sentence each (empty: all there). Also checks the
 * statements above against it, on the app's schema (EXPLAIN: planned, never run).
 */
export async function pgBossSchemaMismatches(
  pool: Pick<pg.Pool, "query">,
  schema: string = JOBS_SCHEMA,
): Promise<string[]> {
  const problems: string[] = [];
  const columns = await pool.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'job'",
    [schema],
  );
  const present = new Set(columns.rows.map((r) => r.column_name));
  if (present.size === 0) return [`${schema}.job does not exist`];
  for (const column of PGBOSS_RELIED_ON.jobColumns)
    if (!present.has(column)) problems.push(`${schema}.job has no column ${column}`);
  const archived = await pool.query<{ present: boolean }>("SELECT to_regclass($1) IS NOT NULL AS present", [
    `${schema}.${PGBOSS_RELIED_ON.archiveTable}`,
  ]);
  if (!archived.rows[0]?.present) problems.push(`${schema}.${PGBOSS_RELIED_ON.archiveTable} does not exist`);
  const labels = await pool.query<{ enumlabel: string }>(
    `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = $1 AND t.typname = 'job_state' ORDER BY e.enumsortorder`,
    [schema],
  );
  const states = labels.rows.map((r) => r.enumlabel);
  const active = states.indexOf(PGBOSS_RELIED_ON.activeState);
  if (active < 0) problems.push(`${schema}.job_state has no state ${PGBOSS_RELIED_ON.activeState}`);
  else if (states.slice(0, active).join() !== PGBOSS_RELIED_ON.waitingStates.join())
    problems.push(
      `${schema}.job_state no longer orders ${PGBOSS_RELIED_ON.waitingStates.join(", ")} (and only them) before ` +
        `${PGBOSS_RELIED_ON.activeState}: ${states.join(", ")}`,
    );
  // each queue is a partition of `job`, with its own copy of the index
  const partitions = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits h
       JOIN pg_class c ON c.oid = h.inhrelid JOIN pg_class p ON p.oid = h.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
     WHERE n.nspname = $1 AND p.relname = 'job'
       AND NOT EXISTS (SELECT 1 FROM pg_indexes i
                       WHERE i.schemaname = $1 AND i.tablename = c.relname AND strpos(i.indexdef, $2) > 0)`,
    [schema, PGBOSS_RELIED_ON.dueIndexColumns],
  );
  for (const { name } of partitions.rows)
    problems.push(`${schema}.${name} (a queue's jobs) has no index on ${PGBOSS_RELIED_ON.dueIndexColumns}`);
  if (schema !== JOBS_SCHEMA) return problems;
  const statements = {
    fetchDue: [FETCH_DUE, ["q", 1, null]],
    untilNextDueMs: [UNTIL_NEXT_DUE, ["q"]],
    renewLeaseAndHandBack: [BEAT, ["k", "00000000-0000-0000-0000-000000000000", 1, ["q"]]],
  } as const;
  for (const [name, [text, values]] of Object.entries(statements))
    await pool.query(`EXPLAIN ${text}`, [...values]).catch((err: Error) => problems.push(`${name}: ${err.message}`));
  return problems;
}
