import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";
import { seedStrategyQuestions } from "./seed/strategy-questions";

function migrationsFolder(): string {
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

/** Applies pending migrations, then upserts the reference data (strategy questions). */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder: migrationsFolder() });
    // Reference data lives in TypeScript and is upserted by id under the same lock, after every migration run.
    await seedStrategyQuestions(database.db);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
