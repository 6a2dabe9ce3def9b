import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig, PREPARED_STATEMENTS_BEHIND_POOLER } from "../../src/server/config";
import { DatabaseSettingError, openDatabase } from "../../src/server/db/from-config";
import { probePooler } from "../../src/server/db/pooler-probe";
import { startPgBouncer, type PgBouncer } from "../support/pgbouncer";

// The start-up check of db/from-config.ts against Debian's PgBouncer (1.18: no max_prepared_statements) in front of
// the test server: a transaction pooler that drops named statements is refused with prepared statements on.
const url = inject("databaseUrl");
let transaction: PgBouncer;
let session: PgBouncer;
const logger = { warn: () => {} };

beforeAll(async () => {
  [transaction, session] = await Promise.all([
    startPgBouncer(url, { serverConnections: 3 }),
    startPgBouncer(url, { serverConnections: 4, poolMode: "session" }),
  ]);
});
afterAll(() => Promise.all([transaction?.stop(), session?.stop()]));

/** A client in an open transaction: it holds one of the pooler's server connections until it ends. */
async function holdServerConnection(at: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT 1");
  return client;
}

const config = (prepared: boolean) =>
  loadConfig({ DATABASE_PREPARED_STATEMENTS: String(prepared), AUTH_SECRET: "x".repeat(32) });

describe("the pooler probe", () => {
  it("sees PostgreSQL itself as direct", async () => {
    expect(await probePooler(url)).toBe("direct");
  });

  it("sees a transaction-mode PgBouncer 1.18 drop a named statement", async () => {
    expect(await probePooler(transaction.url)).toBe("drops-prepared");
  });

  it("still sees it while other clients hold server connections in transactions", async () => {
    const busy = await holdServerConnection(transaction.url);
    try {
      expect(await probePooler(transaction.url)).toBe("drops-prepared");
    } finally {
      await busy.end();
    }
  });

  it("answers unknown, neither a refusal nor a hang, when other clients keep the pool full", async () => {
    const busy = [await holdServerConnection(transaction.url), await holdServerConnection(transaction.url)];
    try {
      expect(await probePooler(transaction.url)).toBe("unknown");
    } finally {
      await Promise.all(busy.map((c) => c.end()));
    }
  });

  it("lets a session-mode PgBouncer through: the server connection stays with its client", async () => {
    expect(await probePooler(session.url)).toBe("session");
  });
});

describe("opening the database from the configuration", () => {
  it("refuses prepared statements behind the transaction pooler, with what to do", async () => {
    const refused = await openDatabase(config(true), transaction.url, "worker", logger).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DatabaseSettingError);
    expect((refused as Error).message).toBe(PREPARED_STATEMENTS_BEHIND_POOLER);
    expect((refused as Error).message).toContain("DATABASE_PREPARED_STATEMENTS=false");
  });

  it("opens with prepared statements off behind it, and with them on directly", async () => {
    const behind = await openDatabase(config(false), transaction.url, "worker", logger);
    const direct = await openDatabase(config(true), url, "app", logger);
    try {
      expect(behind.preparedStatements).toBe(false);
      expect(direct.preparedStatements).toBe(true);
      expect((await behind.pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([behind.close(), direct.close()]);
    }
  });
});
