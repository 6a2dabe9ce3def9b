import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, withUser } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

// The whole app (better-auth included) on the test database through a PgBouncer in transaction mode with two
// server connections: PgBouncer 1.18 (Debian 12) cannot follow named statements, hence preparedStatements off.
const database = createDatabase(inject("pgbouncerUrl"), { max: 6, preparedStatements: false });
const t = makeTestApp({}, { database });
afterAll(() => database.close());

describe("behind PgBouncer in transaction mode", () => {
  it("keeps every request to its own user: many users, concurrent requests, two server connections", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t)));
    const rounds = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const who = people[i % people.length];
        if (i % 2) {
          const me = await who.client.json("/api/me");
          return { who: who.userId, status: me.status, seen: [me.body.id as string] };
        }
        const rows = await withUser(t.database, who.userId, async (db) => {
          const seen = await db.select({ id: users.id }).from(users);
          const [ctx] = (
            await db.execute<{ uid: string; role: string }>(
              sql`SELECT current_setting('app.user_id') AS uid, current_user AS role`,
            )
          ).rows;
          return { seen, ctx };
        });
        expect(rows.ctx).toEqual({ uid: who.userId, role: "pillarpost_app" });
        return { who: who.userId, status: 200, seen: rows.seen.map((r) => r.id) };
      }),
    );
    for (const r of rounds) {
      expect(r.status).toBe(200);
      expect(r.seen).toEqual([r.who]);
    }
  });

  it("leaves no user, workspace or role on the server connections between transactions", async () => {
    const u = await signedInUser(t);
    await Promise.all(Array.from({ length: 10 }, () => u.client.json("/api/me")));
    const seen = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.appPool.query(
          "SELECT current_user AS role, coalesce(current_setting('app.user_id', true), '') AS uid, coalesce(current_setting('app.workspace_id', true), '') AS ws",
        ),
      ),
    );
    for (const { rows } of seen) {
      expect(rows[0]).toMatchObject({ uid: "", ws: "" });
      expect(rows[0].role).not.toBe("pillarpost_app");
    }
    // and a plain query there sees no user's rows at all once it takes the app role itself
    const client = await t.database.appPool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL ROLE pillarpost_app");
      expect((await client.query("SELECT id FROM users")).rows).toEqual([]);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
  });
});
