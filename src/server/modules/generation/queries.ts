import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Generation, Variant } from "../../../contracts/generation/schemas";
import type { UserDb } from "../../db/client";
import { generations, linkedinStrategyPillars, notes, posts, strategyUserResponses } from "../../db/schema";
import { QUESTION_IDS } from "../../../contracts/strategy/rules";
import { CURRENT_WORKSPACE, inWorkspace } from "../../db/current-workspace";

// Generations are the workspace's (row-level security) and the asking user's (every query filters by created_by).

export type GenerationRow = typeof generations.$inferSelect;

const mine = (userId: string) => and(eq(generations.workspaceId, CURRENT_WORKSPACE), eq(generations.createdBy, userId));

export async function listGenerations(
  db: UserDb,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  const rows = await db
    .select()
    .from(generations)
    .where(mine(userId))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0))
    return { rows, total: page.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(generations)
    .where(mine(userId));
  return { rows, total: count?.total ?? 0 };
}

export async function findGeneration(db: UserDb, userId: string, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(mine(userId), eq(generations.id, id)));
  return row;
}

export async function insertGeneration(
  db: UserDb,
  values: { mode: Generation["mode"]; input: Generation["input"]; variants: Variant[] },
): Promise<GenerationRow> {
  const [row] = await db.insert(generations).values(values).returning();
  return row;
}

export async function updateGeneration(
  db: UserDb,
  userId: string,
  id: string,
  change: { mode: Generation["mode"]; variants: Variant[] },
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(generations)
    .set(change)
    .where(and(mine(userId), eq(generations.id, id)))
    .returning();
  return row;
}

export async function deleteGeneration(db: UserDb, userId: string, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .delete(generations)
    .where(and(mine(userId), eq(generations.id, id)))
    .returning();
  return row;
}

export type PillarFacts = Pick<
  typeof linkedinStrategyPillars.$inferSelect,
  "id" | "name" | "description" | "targetAudience" | "engagementStyle"
>;

/** One of the user's active pillars (pillars are per user), or undefined. */
export async function findActivePillar(db: UserDb, userId: string, id: string): Promise<PillarFacts | undefined> {
  const p = linkedinStrategyPillars;
  const [row] = await db
    .select({
      id: p.id,
      name: p.name,
      description: p.description,
      targetAudience: p.targetAudience,
      engagementStyle: p.engagementStyle,
    })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.id, id), eq(p.isActive, true)));
  return row;
}

/** A note of the workspace (not in the trash): its text. */
export async function findNoteBody(db: UserDb, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: notes.body })
    .from(notes)
    .where(and(inWorkspace(notes.workspaceId), eq(notes.id, id), isNull(notes.deletedAt)));
  return row?.body;
}

/** The user's questionnaire answer to "Which tone fits you best?" (JSON text), if any. */
export async function toneAnswer(db: UserDb, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ response: strategyUserResponses.response })
    .from(strategyUserResponses)
    .where(and(eq(strategyUserResponses.userId, userId), eq(strategyUserResponses.questionId, QUESTION_IDS.tone)));
  return row?.response;
}

/** The user's own published posts of the workspace, newest first: examples of their voice. */
export async function publishedBodies(db: UserDb, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ body: posts.body })
    .from(posts)
    .where(
      and(
        inWorkspace(posts.workspaceId),
        eq(posts.createdBy, userId),
        eq(posts.status, "published"),
        isNull(posts.deletedAt),
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map((r) => r.body).filter((b) => b.trim().length > 0);
}
