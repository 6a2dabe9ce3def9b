import { and, asc, eq, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { postingSlots, strategyUserResponses, users } from "../../db/schema";
import { inWorkspace as inRequestWorkspace } from "../../db/current-workspace";
import type { PostingSlotInput } from "../../../contracts/scheduling/schemas";
import type { ZonedPostingSlot } from "../../../shared/schedule/slots";

// The request's workspace (app_current_workspace_id(), set by withUser); row-level security stands behind it.
const inWorkspace = inRequestWorkspace(postingSlots.workspaceId);

/**
 * Until the transaction ends, the workspace's slots and queue are this request's: a replace and an "Add to queue"
 * (two at once would otherwise pick the same free slot) wait for each other.
 */
export async function lockWorkspaceQueue(db: UserDb): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('posting-queue:' || app_current_workspace_id()::text, 0))`,
  );
}

/** The workspace's slots, by weekday then time. */
export async function listSlots(db: UserDb): Promise<ZonedPostingSlot[]> {
  return db
    .select({ weekday: postingSlots.weekday, time: postingSlots.localTime, timeZone: postingSlots.timeZone })
    .from(postingSlots)
    .where(inWorkspace)
    .orderBy(asc(postingSlots.weekday), asc(postingSlots.localTime));
}

/** Replaces the workspace's slots with `slots`, all in `timeZone` (the caller holds lockWorkspaceQueue). */
export async function replaceSlots(db: UserDb, slots: readonly PostingSlotInput[], timeZone: string): Promise<void> {
  await db.delete(postingSlots).where(inWorkspace);
  if (slots.length)
    await db.insert(postingSlots).values(slots.map((s) => ({ weekday: s.weekday, localTime: s.time, timeZone })));
}

export async function userTimeZone(db: UserDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/** The user's answer to a strategy question (JSON text), if any. */
export async function strategyAnswer(db: UserDb, userId: string, questionId: string): Promise<string | null> {
  const [row] = await db
    .select({ response: strategyUserResponses.response })
    .from(strategyUserResponses)
    .where(and(eq(strategyUserResponses.userId, userId), eq(strategyUserResponses.questionId, questionId)));
  return row?.response ?? null;
}
