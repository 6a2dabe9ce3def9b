import { and, eq, isNull } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { inWorkspace } from "../../db/current-workspace";
import { posts } from "../../db/schema";

/** A post of the workspace (not in the trash): its text. */
export async function findPostBody(db: UserDb, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: posts.body })
    .from(posts)
    .where(and(inWorkspace(posts.workspaceId), eq(posts.id, id), isNull(posts.deletedAt)));
  return row?.body;
}
