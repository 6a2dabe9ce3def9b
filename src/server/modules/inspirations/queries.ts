import { desc, eq, and } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { CURRENT_WORKSPACE } from "../../db/current-workspace";
import { inspirationFavourites } from "../../db/schema";

export async function listFavouriteIds(db: UserDb): Promise<string[]> {
  const rows = await db
    .select({ patternId: inspirationFavourites.patternId })
    .from(inspirationFavourites)
    .where(eq(inspirationFavourites.workspaceId, CURRENT_WORKSPACE))
    .orderBy(desc(inspirationFavourites.createdAt), inspirationFavourites.patternId);
  return rows.map((r) => r.patternId);
}

export async function addFavourite(db: UserDb, patternId: string) {
  await db.insert(inspirationFavourites).values({ patternId }).onConflictDoNothing();
}

export async function removeFavourite(db: UserDb, patternId: string) {
  await db
    .delete(inspirationFavourites)
    .where(
      and(eq(inspirationFavourites.workspaceId, CURRENT_WORKSPACE), eq(inspirationFavourites.patternId, patternId)),
    );
}
