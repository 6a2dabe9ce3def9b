import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../src/server/db/client";
import { migrationsFolder, runMigrations } from "../../src/server/db/migrate";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** An empty database on the test server, reachable directly and through the test PgBouncer (wildcard entry). */
async function emptyDatabase() {
  const base = inject("databaseUrl");
  const name = `pp_migrate_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const at = (url: string) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  return {
    direct: at(base),
    bouncer: at(inject("pgbouncerUrl")),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function applied(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ created_at: string; n: number }>(
      "SELECT created_at, count(*) OVER (PARTITION BY created_at)::int AS n FROM drizzle.__drizzle_migrations",
    );
    const questions = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM strategy_questions");
    return { rows, questions: questions.rows[0].n };
  } finally {
    await c.end();
  }
}

describe("migrations from several processes at once", () => {
  const expected = readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;

  for (const via of ["direct", "bouncer"] as const) {
    it(`apply each migration exactly once, ${via === "bouncer" ? "through PgBouncer in transaction mode" : "on one server"}`, async () => {
      const db = await emptyDatabase();
      // through PgBouncer: two server connections shared by all the migrators, no prepared statements
      const migrators = Array.from({ length: 4 }, () =>
        createDatabase(db[via], { max: 2, ...(via === "bouncer" ? { preparedStatements: false } : {}) }),
      );
      try {
        await Promise.all(migrators.map((m) => runMigrations(m)));
        const { rows, questions } = await applied(db.direct);
        expect(rows).toHaveLength(expected);
        expect(rows.every((r) => r.n === 1)).toBe(true);
        expect(questions).toBe(12);
        // and again: nothing more to do
        await runMigrations(migrators[0]);
        expect((await applied(db.direct)).rows).toHaveLength(expected);
      } finally {
        await Promise.all(migrators.map((m) => m.close()));
        await db.drop();
      }
    });
  }

  it("a failing migration leaves nothing half-applied (one transaction)", async () => {
    const db = await emptyDatabase();
    const database = createDatabase(db.direct, { max: 2 });
    try {
      const c = new pg.Client({ connectionString: db.direct });
      await c.connect();
      // a table the first migration creates, made to exist already: its CREATE fails
      await c.query("CREATE TABLE users (id text)");
      await expect(runMigrations(database)).rejects.toThrow();
      const { rows } = await c.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('sessions', 'workspaces')",
      );
      expect(rows[0].n).toBe(0);
      const schema = await c.query("SELECT 1 FROM information_schema.schemata WHERE schema_name = 'drizzle'");
      expect(schema.rowCount).toBe(0);
      await c.end();
    } finally {
      await database.close();
      await db.drop();
    }
  });
});
