import { and, asc, eq, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { prompts } from "../../db/schema";

export type PromptRow = typeof prompts.$inferSelect;

// The request's workspace (app_current_workspace_id(), set by withUser); row-level security stands behind it.
const inWorkspace = eq(prompts.workspaceId, sql`app_current_workspace_id()`);

export interface PromptValues {
  name?: string;
  text?: string;
  pillarId?: string | null;
  format?: string | null;
}

/** The workspace's prompts by name (case-insensitive), then oldest first. */
export async function listPrompts(db: UserDb): Promise<PromptRow[]> {
  return db
    .select()
    .from(prompts)
    .where(inWorkspace)
    .orderBy(sql`lower(${prompts.name})`, asc(prompts.createdAt), asc(prompts.id));
}

export async function findPrompt(db: UserDb, id: string): Promise<PromptRow | undefined> {
  const [row] = await db
    .select()
    .from(prompts)
    .where(and(inWorkspace, eq(prompts.id, id)));
  return row;
}

/** Until the transaction ends, adding a prompt to the workspace is this request's (the count limit holds). */
export async function lockWorkspacePrompts(db: UserDb): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('prompts:' || app_current_workspace_id()::text, 0))`,
  );
}

export async function countPrompts(db: UserDb): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(prompts)
    .where(inWorkspace);
  return row?.n ?? 0;
}

export async function insertPrompt(db: UserDb, values: Required<PromptValues>): Promise<PromptRow> {
  const [row] = await db.insert(prompts).values(values).returning();
  return row;
}

/** Writes the change if the prompt is at `version`; undefined otherwise. */
export async function updatePrompt(db: UserDb, id: string, version: number, change: PromptValues) {
  const [row] = await db
    .update(prompts)
    .set({ ...change, version: sql`${prompts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace, eq(prompts.id, id), eq(prompts.version, version)))
    .returning();
  return row;
}

export async function deletePrompt(db: UserDb, id: string): Promise<PromptRow | undefined> {
  const [row] = await db
    .delete(prompts)
    .where(and(inWorkspace, eq(prompts.id, id)))
    .returning();
  return row;
}
