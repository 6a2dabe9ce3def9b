import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGBOSS_RELIED_ON, pgBossSchemaMismatches } from "../../src/server/jobs/pgboss-internals";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";
import { freshDatabase } from "../support/fresh-database";

// The app's statements on pg-boss's own tables (src/server/jobs/pgboss-internals.ts) against the pg-boss installed:
// an upgrade that renames a column, reorders the job states or drops the index they walk fails here, by name.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let boss: PgBoss;
let pool: pg.Pool;

beforeAll(async () => {
  fresh = await freshDatabase("pgboss_internals");
  boss = new PgBoss({ connectionString: fresh.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  await boss.createQueue("internals-check"); // a queue: a partition of pg-boss's job table, with its indexes
  pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  pool.on("error", () => {}); // a connection the drop terminates (fresh-database.ts) is not this test's failure
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await boss?.stop({ graceful: false, wait: true });
  await fresh?.drop();
});

describe("pg-boss internals", () => {
  it("the installed pg-boss is the major the statements were written against", () => {
    const entry = createRequire(import.meta.url).resolve("pg-boss");
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8"));
    expect(pkg.name).toBe("pg-boss");
    expect(Number(pkg.version.split(".")[0]), `pg-boss ${pkg.version}: re-read src/plans.js`).toBe(
      PGBOSS_RELIED_ON.major,
    );
  });

  it("its schema has every column, state order and index the fetch, the wake-up and the lease rely on", async () => {
    expect(await pgBossSchemaMismatches(pool)).toEqual([]);
  });

  it("names what a changed schema lacks", async () => {
    await pool.query(`
      CREATE SCHEMA changed;
      CREATE TYPE changed.job_state AS ENUM ('created', 'active', 'retry', 'completed');
      CREATE TABLE changed.job (id uuid, name text, state changed.job_state, data jsonb) PARTITION BY LIST (name);
      CREATE TABLE changed.j1 PARTITION OF changed.job FOR VALUES IN ('q')`);
    const problems = await pgBossSchemaMismatches(pool, "changed");
    expect(problems).toContain("changed.job has no column policy");
    expect(problems).toContain("changed.job has no column start_after");
    expect(problems.some((p) => p.startsWith("changed.job_state no longer orders created, retry"))).toBe(true);
    expect(problems).toContain("changed.j1 (a queue's jobs) has no index on (name, start_after)");
    // where finished jobs go (a deleted account's are removed from it too)
    expect(problems).toContain("changed.archive does not exist");
    expect(await pgBossSchemaMismatches(pool, "absent")).toEqual(["absent.job does not exist"]);
  });
});
