import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { freePort } from "./free-port";
import { startPgBouncer } from "./pgbouncer";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "embedded" | "external";
    /** The same database through a PgBouncer in transaction mode with two server connections. */
    pgbouncerUrl: string;
  }
}

/**
 * One fresh database for the run: a new database on TEST_DATABASE_URL's server when set (CI's PostgreSQL 15),
 * otherwise an embedded Postgres in a temporary folder. Migrations are applied once here. A PgBouncer in
 * transaction mode fronts it for the tests of the user context behind a pooler (installed when missing).
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: "warn" });
  const external = process.env.TEST_DATABASE_URL;
  let url: string;
  let teardown: () => Promise<void>;
  if (external) {
    const name = `pillarpost_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(external);
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      const c = new pg.Client({ connectionString: external });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = path.resolve(".tmp", `test-db-${process.pid}-${Date.now()}`);
    const embedded = new EmbeddedPostgres({
      dataDir: dir,
      port: await freePort(),
      database: "pillarpost_test",
      logger,
    });
    url = await embedded.start();
    teardown = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = createDatabase(url);
  await runMigrations(database);
  await database.close();
  const bouncer = await startPgBouncer(url, { serverConnections: 2 }).catch(async (err) => {
    await teardown();
    throw err;
  });
  project.provide("databaseUrl", url);
  project.provide("databaseKind", external ? "external" : "embedded");
  project.provide("pgbouncerUrl", bouncer.url);
  return async () => {
    await bouncer.stop();
    await teardown();
  };
}
