import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { PREVIOUS_RELEASE } from "../fixtures/upgrade/previous-release";
import { Client, makeTestApp } from "../support/test-app";

// Upgrades without losing anything (issue 33): a populated database of the previous release (its data as that
// version's API wrote it: tests/fixtures/upgrade/) goes through every migration added since, then the app reads it
// all back and its users sign in. A new migration that drops, renames or tightens what the previous release wrote
// fails here; docs/operations.md says how migrations expand first and contract a release later.

const FIXTURE = path.resolve("tests/fixtures/upgrade", `${PREVIOUS_RELEASE}.sql`);
const DRIZZLE = path.resolve("drizzle");

/** A copy of the migrations folder that ends with `tag` (the journal lists what the migrator applies). */
function migrationsThrough(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-upgrade-"));
  fs.cpSync(DRIZZLE, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

describe("upgrading from the previous release", () => {
  it("takes a populated database of the previous release through the new migrations: everything is there, users sign in", async () => {
    const name = `pp_upgrade_${process.pid}_${Date.now()}`;
    const base = inject("databaseUrl");
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = createDatabase(url.toString(), { max: 3 });
    cleanups.push(() => database.close());
    const previous = migrationsThrough(PREVIOUS_RELEASE);
    cleanups.push(async () => fs.rmSync(previous, { recursive: true, force: true }));

    await runMigrations(database, previous);
    const inserts = fs
      .readFileSync(FIXTURE, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("INSERT INTO"));
    const counted = new Map<string, number>();
    for (const line of inserts) {
      const table = /^INSERT INTO public\.(\w+)/.exec(line)![1]!;
      counted.set(table, (counted.get(table) ?? 0) + 1);
    }
    const client = await database.pool.connect();
    try {
      await client.query("BEGIN");
      // as pg_dump --disable-triggers restores: the rows are the previous release's own, the triggers that made some
      // of them (a new user's personal workspace) are not run again
      await client.query("SET LOCAL session_replication_role = replica");
      for (const line of inserts) await client.query(line);
      await client.query("COMMIT");
    } finally {
      client.release();
    }

    await runMigrations(database);
    const applied = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    // every row the previous release wrote is still there
    for (const [table, n] of counted) {
      const { rows } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]!.n, table).toBe(n);
    }

    // and the app of this release reads it: each user signs in with their password and finds their own content
    const t = makeTestApp({}, { database });
    for (const who of ["Ada", "Grace"]) {
      const user = new Client(t.app);
      const signIn = await user.json("/api/auth/sign-in/email", {
        json: { email: `${who.toLowerCase()}@upgrade.example`, password: "upgrade-horse-7" },
      });
      expect(signIn.status, `${who} signs in`).toBe(200);
      const posts = await user.json("/api/posts?limit=50");
      expect(posts.status).toBe(200);
      const bodies = (posts.body.items as { body: string; pillarId: string | null }[]).map((p) => p.body).sort();
      expect(bodies).toEqual([1, 2, 3].map((i) => `${who}'s post ${i}, edited`));
      const notes = await user.json("/api/notes");
      expect((notes.body.items as { body: string }[]).map((n) => n.body)).toEqual([`${who}'s note`]);
      const carousels = await user.json("/api/carousels");
      expect(
        (carousels.body.items as { name: string; slideCount: number }[]).map((c) => [c.name, c.slideCount]),
      ).toEqual([[`${who}'s carousel`, 2]]);
      const strategies = await user.json("/api/strategies");
      expect(
        (strategies.body.strategies as { pillars: { name: string }[] }[]).flatMap((s) => s.pillars.map((p) => p.name)),
      ).toEqual([`${who}'s pricing`]);
      const slots = await user.json("/api/posting-slots");
      expect(slots.body.slots).toMatchObject([{ weekday: 2, time: "09:30", timeZone: "Europe/Paris" }]);
    }
  });
});
