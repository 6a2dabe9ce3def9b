import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, UserDb } from "../../db/client";
import { linkedinConnections, verifications } from "../../db/schema";
import { inWorkspace as inRequestWorkspace } from "../../db/current-workspace";

// Connection rows are the request's workspace's (app_current_workspace_id(), set by withUser); row-level security
// stands behind it. Connect states are a system table (verifications) on the owner connection.
const inWorkspace = inRequestWorkspace(linkedinConnections.workspaceId);

export type ConnectionRow = typeof linkedinConnections.$inferSelect;

export async function findConnection(db: UserDb): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(linkedinConnections).where(inWorkspace).limit(1);
  return row;
}

export interface ConnectionValues {
  memberId: string;
  name: string;
  pictureUrl: string | null;
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  scope: string;
}

/** Connect or reconnect: one row per workspace, replaced whole (a reconnect clears "needs reconnect"). */
export async function saveConnection(db: UserDb, values: ConnectionValues): Promise<ConnectionRow> {
  const now = new Date();
  const [row] = await db
    .insert(linkedinConnections)
    .values({ ...values, connectedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: linkedinConnections.workspaceId,
      set: { ...values, needsReconnect: false, connectedAt: now, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteConnection(db: UserDb): Promise<void> {
  await db.delete(linkedinConnections).where(inWorkspace);
}

/** A connect state, single use: taken (deleted) and answered only while unexpired. */
export async function takeConnectState(db: Db, identifier: string): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)))
    .returning({ value: verifications.value });
  return row?.value ?? null;
}

export async function saveConnectState(db: Db, identifier: string, value: string, expiresAt: Date): Promise<void> {
  await db.insert(verifications).values({ id: crypto.randomUUID(), identifier, value, expiresAt });
}
