import { Gauge, type Registry } from "prom-client";
import type { Database } from "../db/client";
import { lastBackupAt } from "../backup/last-backup";
import { JOBS_SCHEMA } from "../jobs/queues";

const GAUGES = [
  "pillarpost_db_pool_connections",
  "pillarpost_queue_jobs",
  "pillarpost_queue_oldest_due_seconds",
  "pillarpost_linkedin_connections",
  "pillarpost_last_backup_timestamp_seconds",
] as const;

/**
 * Gauges read when Prometheus scrapes (not on a timer): the database pools' connections, each queue's depth and its
 * oldest due job's wait, and the LinkedIn connections that expire within 7 days. Registered once per process with
 * its database (runtime.ts). A read that fails leaves the gauge as it was: the scrape still answers.
 */
export function registerDatabaseGauges(registry: Registry, database: Database): void {
  // a process's runtime started again (tests) replaces its gauges
  for (const name of GAUGES) registry.removeSingleMetric(name);
  const pools = { owner: database.pool, writes: database.appPool };
  new Gauge({
    name: "pillarpost_db_pool_connections",
    help: "Connections of the process's database pools, by pool and state (in_use, idle, waiting: requests queued for one)",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      for (const [name, pool] of Object.entries(pools)) {
        this.set({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: "idle" }, pool.idleCount);
        this.set({ pool: name, state: "waiting" }, pool.waitingCount);
      }
      this.set({ pool: "reads", state: "in_use" }, database.readLanes.clients().length);
    },
  });

  // one read per scrape for both queue gauges: the first one read (Prometheus's text lists them in this order) sets both
  const oldestDue = new Gauge({
    name: "pillarpost_queue_oldest_due_seconds",
    help: "How long the oldest due job of each queue has waited past its time (0: none waiting)",
    labelNames: ["queue"] as const,
    registers: [],
  });
  new Gauge({
    name: "pillarpost_queue_jobs",
    help: "Jobs of each queue by state: due (waiting and due now), later (waiting for their time), active",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const { rows } = await database.pool
        .query<{ name: string; due: string; later: string; active: string; oldest: number | null }>(
          `SELECT name,
             count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS due,
             count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now()) AS later,
             count(*) FILTER (WHERE state = 'active') AS active,
             extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
           FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active') GROUP BY name`,
        )
        .catch(() => ({ rows: undefined }));
      if (!rows) return;
      this.reset();
      oldestDue.reset();
      for (const r of rows) {
        this.set({ queue: r.name, state: "due" }, Number(r.due));
        this.set({ queue: r.name, state: "later" }, Number(r.later));
        this.set({ queue: r.name, state: "active" }, Number(r.active));
        oldestDue.set({ queue: r.name }, Math.max(0, r.oldest ?? 0));
      }
    },
  });
  registry.registerMetric(oldestDue);

  new Gauge({
    name: "pillarpost_linkedin_connections",
    help: "LinkedIn connections for publishing that need the member: expiring (within 7 days, no refresh token) or needs_reconnect (LinkedIn refused the token)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const { rows } = await database.pool
        .query<{ expiring: string; reconnect: string }>(
          `SELECT count(*) FILTER (WHERE refresh_token IS NULL AND access_token_expires_at < now() + interval '7 days') AS expiring,
             count(*) FILTER (WHERE needs_reconnect) AS reconnect
           FROM linkedin_connections`,
        )
        .catch(() => ({ rows: undefined }));
      if (!rows) return;
      this.set({ state: "expiring" }, Number(rows[0]!.expiring));
      this.set({ state: "needs_reconnect" }, Number(rows[0]!.reconnect));
    },
  });
  new Gauge({
    name: "pillarpost_last_backup_timestamp_seconds",
    help: "When the last scheduled backup ended (Unix time; 0: none in pg-boss's retention)",
    registers: [registry],
    async collect() {
      const at = await lastBackupAt(database.pool).catch(() => undefined);
      if (at !== undefined) this.set(at ? at.getTime() / 1000 : 0);
    },
  });
}
