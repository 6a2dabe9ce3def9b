import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";

/**
 * A database of its own on the test server (embedded or TEST_DATABASE_URL's), migrated: for tests whose processes
 * must be alone on their database (job workers, the storage claim), away from the other files' workers. `empty`
 * leaves it without even the migrations (a restore's target).
 */
export async function freshDatabase(
  prefix: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject("databaseUrl");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  if (!empty) {
    const database = createDatabase(url, { max: 2 });
    await runMigrations(database);
    await database.close();
  }
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() resolves before its sockets have closed: forcing the drop at once terminates those backends,
      // and a closing client then emits the server's "terminating connection" as an unhandled error (seen in CI).
      // Let the test's own connections go first; force only what is still there after a few seconds.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await c.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
