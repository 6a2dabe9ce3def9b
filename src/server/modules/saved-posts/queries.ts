import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { savedPosts } from "../../db/schema";
import { CURRENT_WORKSPACE, inWorkspace } from "../../db/current-workspace";
import { tsQuery } from "../search/text-query";

export type SavedPostRow = typeof savedPosts.$inferSelect;
export type SavedPostValues = Partial<
  Pick<
    typeof savedPosts.$inferInsert,
    | "text"
    | "sourceUrl"
    | "authorName"
    | "hookPattern"
    | "format"
    | "angle"
    | "whySaved"
    | "tags"
    | "pillarId"
    | "figures"
    | "savedAt"
  >
>;

export interface SavedPostFilter {
  /** The request's workspace unless given (the benchmark runs the same SQL with a literal). */
  workspace?: SQL;
  /** A prefix tsquery (search/text-query.ts): matches only, best first. */
  queryText?: string;
  tag?: string;
  format?: string;
  pillarId?: string;
  limit: number;
  offset: number;
}

export async function listSavedPosts(db: UserDb, f: SavedPostFilter) {
  const where: SQL[] = [eq(savedPosts.workspaceId, f.workspace ?? CURRENT_WORKSPACE)];
  if (f.tag)
    where.push(
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${savedPosts.tags}::jsonb) t WHERE lower(t) = lower(${f.tag}))`,
    );
  if (f.format) where.push(sql`lower(${savedPosts.format}) = lower(${f.format})`);
  if (f.pillarId) where.push(eq(savedPosts.pillarId, f.pillarId));
  const query = f.queryText ? tsQuery(f.queryText) : null;
  if (query) where.push(sql`saved_posts.search @@ ${query}`);
  const rows = await db
    .select()
    .from(savedPosts)
    .where(and(...where))
    .orderBy(
      ...(query ? [sql`ts_rank(saved_posts.search, ${query}) DESC`] : []),
      desc(savedPosts.savedAt),
      asc(savedPosts.id),
    )
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length < f.limit && (rows.length > 0 || f.offset === 0)) return { rows, total: f.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(savedPosts)
    .where(and(...where));
  return { rows, total: count?.total ?? 0 };
}

/** Every saved post's id, latest saved first (an export reads the posts by these, a chunk at a time). */
export async function exportOrder(db: UserDb): Promise<string[]> {
  const rows = await db
    .select({ id: savedPosts.id })
    .from(savedPosts)
    .where(inWorkspace(savedPosts.workspaceId))
    .orderBy(desc(savedPosts.savedAt), asc(savedPosts.id));
  return rows.map((r) => r.id);
}

/** These saved posts of the workspace (any order; one deleted since is missing). */
export async function findMany(db: UserDb, ids: string[]): Promise<SavedPostRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(savedPosts)
    .where(and(inWorkspace(savedPosts.workspaceId), inArray(savedPosts.id, ids)));
}

/** Every tag and format in use, for the filters. */
export async function facets(
  db: UserDb,
  workspace: SQL = CURRENT_WORKSPACE,
): Promise<{ tags: string[]; formats: string[] }> {
  const { rows } = await db.execute<{ tags: string[] | null; formats: string[] | null }>(sql`
    SELECT
      (SELECT array_agg(DISTINCT t ORDER BY t) FROM saved_posts s, jsonb_array_elements_text(s.tags::jsonb) t
        WHERE s.workspace_id = ${workspace}) AS tags,
      (SELECT array_agg(DISTINCT s.format ORDER BY s.format) FROM saved_posts s
        WHERE s.workspace_id = ${workspace} AND s.format <> '') AS formats`);
  return { tags: rows[0]?.tags ?? [], formats: rows[0]?.formats ?? [] };
}

export async function findSavedPost(db: UserDb, id: string): Promise<SavedPostRow | undefined> {
  const [row] = await db
    .select()
    .from(savedPosts)
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.id, id)));
  return row;
}

/** The id of the workspace's saved post with this canonical URL, if any. */
export async function findByUrl(db: UserDb, url: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: savedPosts.id })
    .from(savedPosts)
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.sourceUrl, url)));
  return row?.id;
}

/** Which of these canonical URLs the workspace already saved. */
export async function savedUrls(db: UserDb, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const found = new Set<string>();
  // in chunks: a bind parameter list has a limit
  for (let i = 0; i < urls.length; i += 1000) {
    const rows = await db
      .select({ url: savedPosts.sourceUrl })
      .from(savedPosts)
      .where(
        and(
          inWorkspace(savedPosts.workspaceId),
          isNotNull(savedPosts.sourceUrl),
          inArray(savedPosts.sourceUrl, urls.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) if (r.url) found.add(r.url);
  }
  return found;
}

/** Inserts, or undefined when the URL is already saved (the unique index decides, even under a race). */
export async function insertSavedPost(db: UserDb, values: SavedPostValues): Promise<SavedPostRow | undefined> {
  const [row] = await db.insert(savedPosts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertMany(db: UserDb, values: SavedPostValues[]): Promise<number> {
  let count = 0;
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(savedPosts)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: savedPosts.id });
    count += rows.length;
  }
  return count;
}

/** Writes the change if the saved post is at `version`; undefined otherwise. Throws on a duplicate URL. */
export async function updateSavedPost(db: UserDb, id: string, version: number, change: SavedPostValues) {
  const [row] = await db
    .update(savedPosts)
    .set({ ...change, version: sql`${savedPosts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.id, id), eq(savedPosts.version, version)))
    .returning();
  return row;
}

export async function deleteSavedPost(db: UserDb, id: string) {
  const [row] = await db
    .delete(savedPosts)
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.id, id)))
    .returning();
  return row;
}

export async function setIdeaPost(db: UserDb, id: string, postId: string) {
  await db
    .update(savedPosts)
    .set({ ideaPostId: postId, version: sql`${savedPosts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.id, id)));
}
