import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../src/server/db/client";

const DRIZZLE = path.resolve("drizzle");

/** A copy of the migrations folder that stops before `tag` (the journal lists what drizzle applies). */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-migrations-"));
  fs.cpSync(DRIZZLE, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("migration 0006_workspaces", () => {
  it("gives every existing user a personal workspace they own", async () => {
    const name = `pp_migration_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: inject("databaseUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject("databaseUrl"));
    url.pathname = `/${name}`;
    const database = createDatabase(url.toString(), { max: 1 });
    const before = migrationsBefore("0006_workspaces");
    try {
      await migrate(database.db, { migrationsFolder: before });
      await database.pool.query(
        "INSERT INTO users (id, name, email) VALUES ('old-1', 'Old One', 'old1@example.com'), ('old-2', 'Old Two', 'old2@example.com')",
      );
      await migrate(database.db, { migrationsFolder: DRIZZLE });
      const { rows } = await database.pool.query(
        `SELECT w.personal_user_id AS owner, w.plan, w.name, m.user_id AS member, m.role
         FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id ORDER BY owner`,
      );
      expect(rows).toEqual([
        { owner: "old-1", plan: "free", name: null, member: "old-1", role: "owner" },
        { owner: "old-2", plan: "free", name: null, member: "old-2", role: "owner" },
      ]);
    } finally {
      await database.close();
      fs.rmSync(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
