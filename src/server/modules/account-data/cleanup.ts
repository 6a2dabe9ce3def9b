import { and, inArray, lt, or, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountExports } from "../../db/schema";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { ACCOUNT_EXPORT_RULES } from "../../../contracts/account-data/rules";

/** An export still queued or running after this long lost its job (retries spent): it is failed, so a new one can start. */
const STUCK_MS = 6 * 3600 * 1000;

/**
 * The hourly clean-up, over every user on the owner connection: expired exports lose their zip then their row;
 * failed exports older than the keep period go; stuck ones are failed.
 */
export async function cleanUpExports(
  system: Db,
  storage: FileStorage,
  now: Date,
): Promise<{ removed: number; stuck: number }> {
  const keepMs = ACCOUNT_EXPORT_RULES.keepDays * 24 * 3600 * 1000;
  const stuck = await system
    .update(accountExports)
    .set({ status: "failed", error: "EXPORT_STUCK", updatedAt: now })
    .where(
      and(
        inArray(accountExports.status, ["queued", "running"]),
        lt(accountExports.updatedAt, new Date(now.getTime() - STUCK_MS)),
      ),
    )
    .returning({ id: accountExports.id });
  const old = await system
    .select()
    .from(accountExports)
    .where(
      or(
        lt(accountExports.expiresAt, now),
        and(eq(accountExports.status, "failed"), lt(accountExports.createdAt, new Date(now.getTime() - keepMs))),
      ),
    );
  for (const row of old) {
    if (row.fileKey) await storage.delete(row.fileKey);
    await system.delete(accountExports).where(eq(accountExports.id, row.id));
  }
  return { removed: old.length, stuck: stuck.length };
}
