import type { Logger } from "pino";
import { PREPARED_STATEMENTS_BEHIND_POOLER, type Config } from "../config";
import { createDatabase, type Database } from "./client";
import { probePooler } from "./pooler-probe";

/** A database setting that cannot work with the server it leads to: the process refuses to start (exit 78). */
export class DatabaseSettingError extends Error {}

/** The settings every entry's connections honour. */
export type DatabaseConfig = Pick<
  Config,
  "DATABASE_PREPARED_STATEMENTS" | "DATABASE_WRITE_CONNECTIONS" | "PUBLISH_CONCURRENCY"
>;

/** Which entry the connections are for: the app (with or without workers) or the workers-only process. */
export type DatabaseEntry = "app" | "worker";

/**
 * Connections per pool. The workers-only process: publishing attempts share their claims' and ends' transactions
 * (one connection each at a time); a connection is held alone only for a failure, a media list or a first comment,
 * never while LinkedIn answers.
 */
const poolSize = (config: DatabaseConfig, entry: DatabaseEntry) =>
  entry === "worker" ? Math.max(4, Math.ceil(config.PUBLISH_CONCURRENCY / 4)) : 10;

/**
 * The one place an entry builds its database connections from the configuration (index.ts through runtime.ts,
 * worker.ts). With prepared statements on, it first checks that they reach PostgreSQL intact (pooler-probe.ts):
 * behind a transaction pooler that drops them, about one query in two would fail, so the process refuses to start.
 */
export async function openDatabase(
  config: DatabaseConfig,
  url: string,
  entry: DatabaseEntry,
  logger: Pick<Logger, "warn">,
): Promise<Database> {
  const probe = config.DATABASE_PREPARED_STATEMENTS ? await probePooler(url) : null;
  if (probe === "drops-prepared") throw new DatabaseSettingError(PREPARED_STATEMENTS_BEHIND_POOLER);
  if (probe === "unknown")
    logger.warn(
      "DATABASE_URL leads to a connection pooler whose connections stayed busy: whether it keeps prepared statements could not be checked (set DATABASE_PREPARED_STATEMENTS=false behind PgBouncer before 1.21)",
    );
  return createDatabase(url, {
    max: poolSize(config, entry),
    // the app's writes (withUser) have a pool of their own, sized apart: they queued behind 10 under load
    ...(entry === "app" ? { writeMax: config.DATABASE_WRITE_CONNECTIONS } : {}),
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
}
