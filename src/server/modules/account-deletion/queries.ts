import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { SharedWorkspace } from "../../../contracts/account-deletion/schemas";
import type { Db } from "../../db/client";
import { accounts, outboxMails, users } from "../../db/schema";

// Every statement here runs on the owner connection: better-auth's tables (users, accounts, sessions) have no grant
// for the request role, and the deletion crosses every table of the user. Each one names the user it is about.

export interface DeletedUser {
  email: string;
  language: string;
}

const userRow = (db: Db, userId: string) =>
  db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));

export async function readUser(db: Db, userId: string): Promise<DeletedUser | null> {
  const [row] = await userRow(db, userId);
  return row ?? null;
}

/** The user's row, locked until the transaction ends (two deletions at once: the second finds nothing). */
export async function lockUser(tx: Db, userId: string): Promise<DeletedUser | null> {
  const [row] = await userRow(tx, userId).for("update");
  return row ?? null;
}

/** Whether the account signs in with a password (better-auth's `credential` account). */
export async function hasPassword(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)));
  return row?.hash ?? null;
}

/**
 * The workspaces the user owns that others are members of and that would be lost with the account: their
 * personal one, or one where no other member is an owner. Ownership must be handed over first.
 */
export async function sharedWorkspaces(db: Db, userId: string): Promise<SharedWorkspace[]> {
  const { rows } = await db.execute<{ id: string; name: string | null; other_members: number }>(sql`
    SELECT w.id, w.name, count(o.user_id)::int AS other_members
    FROM workspace_members m
    JOIN workspaces w ON w.id = m.workspace_id
    JOIN workspace_members o ON o.workspace_id = m.workspace_id AND o.user_id <> m.user_id
    WHERE m.user_id = ${userId} AND m.role = 'owner'
    GROUP BY w.id, w.name, w.personal_user_id
    HAVING w.personal_user_id = ${userId} OR bool_and(o.role <> 'owner')
    ORDER BY w.name NULLS FIRST, w.id`);
  return rows.map((r) => ({ id: r.id, name: r.name, otherMembers: r.other_members }));
}

/** The workspaces that go with the user: their personal one and every one they are the only member of. */
export async function workspacesToDelete(tx: Db, userId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT w.id FROM workspaces w
    WHERE w.personal_user_id = ${userId}
       OR (EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = w.id AND m.user_id = ${userId})
           AND NOT EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = w.id AND o.user_id <> ${userId}))
    ORDER BY w.id
    FOR UPDATE`);
  return rows.map((r) => r.id);
}

/**
 * Posts the user scheduled in workspaces that stay (where they were a member among others) go back to draft, as
 * "Unschedule" does: nobody publishes as a deleted user. Answers their ids.
 */
export async function unscheduleKeptPosts(tx: Db, userId: string, deleted: string[]): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE posts SET status = 'draft', scheduled_at = NULL, scheduled_by = NULL, publish_retry_at = NULL,
      publish_error = NULL, publish_error_detail = NULL, version = version + 1, updated_at = now()
    WHERE scheduled_by = ${userId} AND status = 'scheduled'
      AND workspace_id NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(deleted)}::jsonb)::uuid)
    RETURNING id`);
  return rows.map((r) => r.id);
}

/**
 * The rows: the workspaces that go (everything in them follows by ON DELETE CASCADE), then the user (sessions,
 * sign-in accounts and their tokens, LinkedIn profile, strategy, notification preferences, exports, memberships
 * follow; what they wrote in workspaces that stay keeps no author: `created_by` is SET NULL), and mail to their
 * address still waiting in the outbox.
 */
export async function deleteAccountRows(tx: Db, userId: string, email: string, workspaceIds: string[]) {
  await tx.execute(sql`
    DELETE FROM workspaces WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(workspaceIds)}::jsonb)::uuid)`);
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  await tx.delete(outboxMails).where(sql`lower(${outboxMails.to}) = lower(${email})`);
  return deleted.length;
}
