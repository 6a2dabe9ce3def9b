import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema";
import { inWorkspace } from "../../db/current-workspace";
import type { NotificationKind } from "../../../contracts/notifications/rules";

// The user's notifications in the request's workspace (app_current_workspace_id(), set by withUser; row-level
// security stands behind it) and their own preferences.
const mine = (userId: string) => and(inWorkspace(notifications.workspaceId), eq(notifications.createdBy, userId));

export type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  "id" | "kind" | "postId" | "data" | "readAt" | "createdAt"
>;

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  postId: notifications.postId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export async function listNotifications(
  db: UserDb,
  userId: string,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotifications(db: UserDb, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)::int` })
    .from(notifications)
    .where(mine(userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Answers whether the notification is the user's (read already or not). */
export async function markRead(db: UserDb, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: UserDb, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.readAt)));
}

export async function emailPreferences(db: UserDb, userId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.email]));
}

export async function saveEmailPreferences(
  db: UserDb,
  userId: string,
  changes: Array<{ kind: NotificationKind; email: boolean }>,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(changes.map((c) => ({ userId, kind: c.kind, email: c.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}
