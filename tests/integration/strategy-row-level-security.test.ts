import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUESTION_IDS as Q } from "../../src/contracts/strategy/schemas";
import { withUser, withUserTransaction } from "../../src/server/db/client";
import {
  linkedinStrategies,
  linkedinStrategyPillars,
  strategyQuestions,
  strategyUserResponses,
} from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const pgError = (pattern: RegExp) => (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return pattern.test(e.cause?.message ?? e.message);
};

async function seedUser() {
  const u = await signedInUser(t);
  const [s] = await withUser(t.database, u.userId, (db) =>
    db.insert(linkedinStrategies).values({ userId: u.userId, name: "S" }).returning(),
  );
  await withUser(t.database, u.userId, async (db) => {
    await db.insert(linkedinStrategyPillars).values({ strategyId: s.id, userId: u.userId, name: "P" });
    await db.insert(strategyUserResponses).values({ userId: u.userId, questionId: Q.role, response: '"x"' });
  });
  return { ...u, strategyId: s.id };
}

describe("row-level security on the strategy tables", () => {
  it("lets every user read the questions but nobody write them through the app role", async () => {
    const a = await signedInUser(t);
    const qs = await withUser(t.database, a.userId, (db) => db.select().from(strategyQuestions));
    expect(qs.length).toBeGreaterThan(0);
    await expect(
      withUser(t.database, a.userId, (db) =>
        db
          .update(strategyQuestions)
          .set({ textEn: "hacked" })
          .where(sql`true`),
      ),
    ).rejects.toSatisfy(pgError(/permission denied/));
  });

  it("hides other users' responses, strategies and pillars even without an owner filter", async () => {
    const a = await seedUser();
    const b = await seedUser();
    for (const table of [strategyUserResponses, linkedinStrategies, linkedinStrategyPillars]) {
      const rows = await withUser(t.database, a.userId, (db) => db.select({ userId: table.userId }).from(table));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.userId === a.userId)).toBe(true);
    }
    const deleted = await withUser(t.database, a.userId, (db) =>
      db
        .delete(linkedinStrategies)
        .where(sql`${linkedinStrategies.id} = ${b.strategyId}`)
        .returning(),
    );
    expect(deleted).toEqual([]);
    const updated = await withUser(t.database, a.userId, (db) =>
      db
        .update(linkedinStrategyPillars)
        .set({ name: "hacked" })
        .where(sql`${linkedinStrategyPillars.userId} = ${b.userId}`)
        .returning(),
    );
    expect(updated).toEqual([]);
  });

  it("refuses rows written for another user, and pillars attached to another user's strategy", async () => {
    const a = await seedUser();
    const b = await seedUser();
    await expect(
      withUser(t.database, a.userId, (db) => db.insert(linkedinStrategies).values({ userId: b.userId, name: "x" })),
    ).rejects.toSatisfy(pgError(/row-level security/));
    await expect(
      withUser(t.database, a.userId, (db) =>
        db.insert(strategyUserResponses).values({ userId: b.userId, questionId: Q.goal, response: '"x"' }),
      ),
    ).rejects.toSatisfy(pgError(/row-level security/));
    // own user id, but B's strategy
    await expect(
      withUser(t.database, a.userId, (db) =>
        db.insert(linkedinStrategyPillars).values({ userId: a.userId, strategyId: b.strategyId, name: "x" }),
      ),
    ).rejects.toSatisfy(pgError(/row-level security/));
  });

  it("rolls a withUserTransaction back as a whole", async () => {
    const a = await seedUser();
    await expect(
      withUserTransaction(t.database, a.userId, async (tx) => {
        await tx.delete(linkedinStrategyPillars).where(sql`true`);
        await tx.delete(linkedinStrategies).where(sql`true`);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const left = await withUser(t.database, a.userId, (db) => db.select().from(linkedinStrategies));
    expect(left).toHaveLength(1);
    // the pooled connection is usable afterwards, and still scoped
    const b = await seedUser();
    const seen = await withUser(t.database, b.userId, (db) =>
      db.select({ u: linkedinStrategies.userId }).from(linkedinStrategies),
    );
    expect(seen).toEqual([{ u: b.userId }]);
  });
});
