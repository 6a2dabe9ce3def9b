import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import {
  linkedinStrategies,
  linkedinStrategyPillars,
  strategyQuestions,
  strategyUserResponses,
  users,
} from "../../db/schema";
import { STRATEGY_DEFAULTS } from "../../../contracts/strategy/schemas";

// Every query on user data takes the owner id and filters by it; row-level security is the second line.

export type QuestionRow = typeof strategyQuestions.$inferSelect;
export type ResponseRow = typeof strategyUserResponses.$inferSelect;
export type StrategyRow = typeof linkedinStrategies.$inferSelect;
export type PillarRow = typeof linkedinStrategyPillars.$inferSelect;

export function listQuestions(db: UserDb): Promise<QuestionRow[]> {
  return db.select().from(strategyQuestions).orderBy(asc(strategyQuestions.order), asc(strategyQuestions.id));
}

export async function userLanguage(db: UserDb, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

export function listResponses(db: UserDb, userId: string): Promise<ResponseRow[]> {
  return db.select().from(strategyUserResponses).where(eq(strategyUserResponses.userId, userId));
}

export async function upsertResponses(
  db: UserDb,
  userId: string,
  rows: { questionId: string; response: string }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(strategyUserResponses)
    .values(rows.map((r) => ({ userId, questionId: r.questionId, response: r.response })))
    .onConflictDoUpdate({
      target: [strategyUserResponses.userId, strategyUserResponses.questionId],
      set: { response: sql`excluded.response`, updatedAt: sql`now()` },
    });
}

export async function deleteResponses(db: UserDb, userId: string, questionIds: string[]): Promise<number> {
  if (!questionIds.length) return 0;
  const rows = await db
    .delete(strategyUserResponses)
    .where(and(eq(strategyUserResponses.userId, userId), inArray(strategyUserResponses.questionId, questionIds)))
    .returning({ id: strategyUserResponses.id });
  return rows.length;
}

/** The user's strategies, newest first, each with its pillars (oldest first). */
export async function listStrategies(db: UserDb, userId: string): Promise<(StrategyRow & { pillars: PillarRow[] })[]> {
  const strategies = await db
    .select()
    .from(linkedinStrategies)
    .where(eq(linkedinStrategies.userId, userId))
    .orderBy(desc(linkedinStrategies.createdAt), desc(linkedinStrategies.id));
  if (!strategies.length) return [];
  const pillars = await db
    .select()
    .from(linkedinStrategyPillars)
    .where(
      and(
        eq(linkedinStrategyPillars.userId, userId),
        inArray(
          linkedinStrategyPillars.strategyId,
          strategies.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(linkedinStrategyPillars.createdAt), asc(linkedinStrategyPillars.id));
  return strategies.map((s) => ({ ...s, pillars: pillars.filter((p) => p.strategyId === s.id) }));
}

export async function findStrategy(db: UserDb, userId: string, strategyId: string): Promise<StrategyRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedinStrategies)
    .where(and(eq(linkedinStrategies.id, strategyId), eq(linkedinStrategies.userId, userId)));
  return row;
}

export async function insertStrategy(
  db: UserDb,
  userId: string,
  name: string,
  generator: "llm" | "builtin" | null,
): Promise<StrategyRow> {
  const [row] = await db.insert(linkedinStrategies).values({ userId, name, generator }).returning();
  return row;
}

export interface PillarValues {
  name: string;
  description?: string;
  purpose?: string;
  targetAudience?: string;
  formats?: string[];
  engagementStyle?: string;
  frequency?: string;
  isActive?: boolean;
}

export async function insertPillars(
  db: UserDb,
  userId: string,
  strategyId: string,
  pillars: PillarValues[],
): Promise<PillarRow[]> {
  if (!pillars.length) return [];
  // One statement: created_at is the same for all, so the id order decides; keep the given order by
  // inserting with increasing microsecond offsets.
  return db
    .insert(linkedinStrategyPillars)
    .values(
      pillars.map((p, i) => ({
        strategyId,
        userId,
        name: p.name,
        description: p.description ?? "",
        purpose: p.purpose ?? "",
        targetAudience: p.targetAudience ?? "",
        formats: JSON.stringify(p.formats ?? STRATEGY_DEFAULTS.formats),
        engagementStyle: p.engagementStyle ?? "",
        frequency: p.frequency ?? "",
        isActive: p.isActive ?? true,
        createdAt: sql`now() + make_interval(secs => ${i} * 0.000001)`,
      })),
    )
    .returning();
}

export async function updatePillar(
  db: UserDb,
  userId: string,
  pillarId: string,
  set: Partial<Omit<PillarValues, "formats">> & { formats?: string },
): Promise<PillarRow | undefined> {
  if (Object.keys(set).length === 0) {
    const [row] = await db
      .select()
      .from(linkedinStrategyPillars)
      .where(and(eq(linkedinStrategyPillars.id, pillarId), eq(linkedinStrategyPillars.userId, userId)));
    return row;
  }
  const [row] = await db
    .update(linkedinStrategyPillars)
    .set(set)
    .where(and(eq(linkedinStrategyPillars.id, pillarId), eq(linkedinStrategyPillars.userId, userId)))
    .returning();
  return row;
}

/** SPEC §7 reset, in the caller's transaction: pillars of the user's strategies, the strategies, the responses. */
export async function resetUserStrategy(tx: UserDb, userId: string) {
  const ids = (
    await tx.select({ id: linkedinStrategies.id }).from(linkedinStrategies).where(eq(linkedinStrategies.userId, userId))
  ).map((r) => r.id);
  const pillars = ids.length
    ? await tx
        .delete(linkedinStrategyPillars)
        .where(and(eq(linkedinStrategyPillars.userId, userId), inArray(linkedinStrategyPillars.strategyId, ids)))
        .returning({ id: linkedinStrategyPillars.id })
    : [];
  const strategies = await tx
    .delete(linkedinStrategies)
    .where(eq(linkedinStrategies.userId, userId))
    .returning({ id: linkedinStrategies.id });
  const responses = await tx
    .delete(strategyUserResponses)
    .where(eq(strategyUserResponses.userId, userId))
    .returning({ id: strategyUserResponses.id });
  return { strategies: strategies.length, pillars: pillars.length, responses: responses.length };
}
