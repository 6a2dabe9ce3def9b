import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, UserDb } from "../../db/client";
import { accountExports, users } from "../../db/schema";

export type AccountExportRow = typeof accountExports.$inferSelect;

/** Inserts a queued export for the current user (row-level security's user); null when one is queued or running. */
export async function insertExport(db: UserDb): Promise<AccountExportRow | null> {
  const [row] = await db
    .insert(accountExports)
    .values({})
    .onConflictDoNothing({ target: accountExports.userId, where: sql`status IN ('queued', 'running')` })
    .returning();
  return row ?? null;
}

export async function latestExport(db: UserDb, userId: string): Promise<AccountExportRow | null> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: UserDb, userId: string, id: string): Promise<AccountExportRow | null> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  return row ?? null;
}

/** queued (or running, for a retried job) -> running; null when the export is done, failed or gone. */
export async function claimExport(db: UserDb, userId: string, id: string): Promise<AccountExportRow | null> {
  const [row] = await db
    .update(accountExports)
    .set({ status: "running", doneItems: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(accountExports.id, id),
        eq(accountExports.userId, userId),
        inArray(accountExports.status, ["queued", "running"]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setProgress(db: UserDb, id: string, doneItems: number, totalItems: number): Promise<void> {
  await db
    .update(accountExports)
    .set({ doneItems, totalItems, updatedAt: sql`now()` })
    .where(eq(accountExports.id, id));
}

/** Answers whether the export was still there to finish. */
export async function finishExport(
  db: UserDb,
  id: string,
  end: { status: "done"; fileKey: string; size: number; expiresAt: Date } | { status: "failed"; error: string },
): Promise<boolean> {
  const finished = await db
    .update(accountExports)
    .set(
      end.status === "done"
        ? { status: "done", fileKey: end.fileKey, size: end.size, expiresAt: end.expiresAt, updatedAt: sql`now()` }
        : { status: "failed", error: end.error, updatedAt: sql`now()` },
    )
    .where(eq(accountExports.id, id))
    .returning({ id: accountExports.id });
  return finished.length > 0;
}

/** The user's other finished exports (one zip kept per user: a new one replaces the old). */
export async function olderExports(db: UserDb, userId: string, keepId: string): Promise<AccountExportRow[]> {
  return db
    .select()
    .from(accountExports)
    .where(
      and(
        eq(accountExports.userId, userId),
        ne(accountExports.id, keepId),
        inArray(accountExports.status, ["done", "failed"]),
      ),
    );
}

export async function deleteExport(db: UserDb | Db, id: string): Promise<void> {
  await db.delete(accountExports).where(eq(accountExports.id, id));
}

/** Where and in which language the user is mailed. */
export async function recipient(db: UserDb, userId: string): Promise<{ email: string; language: string } | null> {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
