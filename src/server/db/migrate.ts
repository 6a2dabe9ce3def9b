import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { drizzle } from "drizzle-orm/node-postgres";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "./client";
import * as schema from "./schema";
import { seedStrategyQuestions } from "./seed/strategy-questions";

export function migrationsFolder(): string {
  // Works from src/server/db (tsx, tests) and from dist/server (bundled build).
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("drizzle/ migrations folder not found");
}

const MIGRATION_LOCK = 727_274_001; // arbitrary advisory-lock key: one migrator at a time per database

/**
 * Applies pending migrations, then upserts the reference data (strategy questions), in ONE transaction holding a
 * transaction-level advisory lock: several processes starting at once apply each migration exactly once, and it
 * works through PgBouncer in transaction mode (a session-level lock would be taken on one server connection and
 * the migrations run on others). The bookkeeping is drizzle's own (`drizzle.__drizzle_migrations`, by the journal's
 * timestamps), so `drizzle-kit` and databases migrated before stay compatible.
 */
export async function runMigrations(
  database: Database,
  folder: string = migrationsFolder(),
  options: { upTo?: number } = {},
): Promise<void> {
  // upTo: the journal time ("when") of the last migration to apply (a restore stops at its backup's migration)
  const migrations = readMigrationFiles({ migrationsFolder: folder }).filter(
    (m) => options.upTo === undefined || m.folderMillis <= options.upTo,
  );
  const client = await database.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query("CREATE SCHEMA IF NOT EXISTS drizzle");
    await client.query(
      "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)",
    );
    // read after the lock: what a migrator that held it before us applied is visible now
    const { rows } = await client.query<{ created_at: string }>(
      "SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1",
    );
    const last = rows[0] ? Number(rows[0].created_at) : -1;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations ("hash", "created_at") VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await seedStrategyQuestions(drizzle(client, { schema }));
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
