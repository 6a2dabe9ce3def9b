import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createDatabase, withUser } from "../../src/server/db/client";
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
    // the context is transaction-local: the pooled connection keeps neither the role nor the user afterwards
    const single = createDatabase(inject("databaseUrl"), { max: 1 });
    try {
      await withUser(single, a.userId, (db) => db.select({ id: users.id }).from(users), { readOnly: true });
      const { rows } = await single.appPool.query(
        "SELECT current_user AS who, current_setting('role') AS role, current_setting('app.user_id', true) AS uid",
      );
      expect(rows[0].who).not.toBe("pillarpost_app");
      expect(rows[0].role).toBe("none");
      expect(rows[0].uid ?? "").toBe("");
    } finally {
      await single.close();
    }
  });
});
