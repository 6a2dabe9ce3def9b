import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withUser } from "../../src/server/db/client";
import { linkedinProfiles, users } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

/** Drizzle wraps the server's error: match the Postgres message it carries. */
const pgError = (pattern: RegExp) => (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return pattern.test(e.cause?.message ?? e.message);
};

describe("row-level security", () => {
  it("shows a user only their own rows even when a query has no owner filter", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const seen = await withUser(t.database, a.userId, (db) => db.select({ id: users.id }).from(users));
    expect(seen).toEqual([{ id: a.userId }]);
    const seenByB = await withUser(t.database, b.userId, (db) => db.select({ id: users.id }).from(users));
    expect(seenByB).toEqual([{ id: b.userId }]);
  });

  it("refuses to write another user's row", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const updated = await withUser(t.database, a.userId, (db) =>
      db
        .update(users)
        .set({ headline: "hacked" })
        .where(sql`${users.id} = ${b.userId}`)
        .returning({ id: users.id }),
    );
    expect(updated).toEqual([]);
    await expect(
      withUser(t.database, a.userId, (db) => db.insert(linkedinProfiles).values({ userId: b.userId, sub: "x" })),
    ).rejects.toSatisfy(pgError(/row-level security/));
  });

  it("runs as a role that cannot read auth secrets", async () => {
    const a = await signedInUser(t);
    await expect(
      withUser(t.database, a.userId, (db) => db.execute(sql`SELECT password FROM accounts`)),
    ).rejects.toSatisfy(pgError(/permission denied/));
    await expect(withUser(t.database, a.userId, (db) => db.execute(sql`SELECT token FROM sessions`))).rejects.toSatisfy(
      pgError(/permission denied/),
    );
  });

  it("never carries one request's user into the next on a pooled connection", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const who = i % 2 ? a.userId : b.userId;
        return withUser(t.database, who, async (db) => ({ who, rows: await db.select({ id: users.id }).from(users) }));
      }),
    );
    for (const r of results) expect(r.rows).toEqual([{ id: r.who }]);
    // a connection checked out without a user sees nothing
    const client = await t.database.appPool.connect();
    try {
      await client.query("SELECT set_config('app.user_id', '', false)");
      const { rows } = await client.query("SELECT id FROM users");
      expect(rows).toEqual([]);
    } finally {
      client.release();
    }
  });
});
