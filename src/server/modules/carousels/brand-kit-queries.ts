import { and, eq, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { inWorkspace } from "../../db/current-workspace";
import { brandKits } from "../../db/schema";

export type BrandKitRow = typeof brandKits.$inferSelect;

export async function findBrandKit(db: UserDb): Promise<BrandKitRow | undefined> {
  const [row] = await db.select().from(brandKits).where(inWorkspace(brandKits.workspaceId));
  return row;
}

/** The first save (version 0 on screen): undefined when a kit was saved meanwhile. */
export async function insertBrandKit(db: UserDb, kit: unknown): Promise<BrandKitRow | undefined> {
  const [row] = await db
    .insert(brandKits)
    .values({ kit })
    .onConflictDoNothing({ target: brandKits.workspaceId })
    .returning();
  return row;
}

/** Writes the kit if it is at `version`; undefined otherwise. */
export async function updateBrandKit(db: UserDb, version: number, kit: unknown): Promise<BrandKitRow | undefined> {
  const [row] = await db
    .update(brandKits)
    .set({ kit, version: sql`${brandKits.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace(brandKits.workspaceId), eq(brandKits.version, version)))
    .returning();
  return row;
}
