import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { media, postMedia, posts } from "../../db/schema";
import { CURRENT_WORKSPACE, inWorkspace } from "../../db/current-workspace";

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = Omit<typeof media.$inferInsert, "createdAt" | "createdBy">;

export interface MediaUseRow {
  mediaId: string;
  postId: string;
  body: string;
  status: string;
  deletedAt: Date | null;
}

/** The request's workspace (the storage keys name it before the row exists). */
export async function currentWorkspaceId(db: UserDb): Promise<string | null> {
  const { rows } = await db.execute<{ id: string | null }>(sql`SELECT app_current_workspace_id()::text AS id`);
  return rows[0]?.id || null;
}

export async function insertMedia(db: UserDb, values: NewMediaRow): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  return row;
}

export async function listMedia(db: UserDb, f: { kind?: string; limit: number; offset: number }) {
  const where = and(inWorkspace(media.workspaceId), f.kind ? eq(media.kind, f.kind) : undefined);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length < f.limit && (rows.length > 0 || f.offset === 0)) return { rows, total: f.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findMedia(db: UserDb, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(inWorkspace(media.workspaceId), eq(media.id, id)));
  return row;
}

/** The workspace's files among `ids` (others are absent from the answer). */
export async function findMediaByIds(db: UserDb, ids: string[]): Promise<MediaRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(media)
    .where(and(inWorkspace(media.workspaceId), inArray(media.id, ids)));
}

/** The posts using each of the files, most recently changed first. */
export async function usesOf(db: UserDb, mediaIds: string[]): Promise<MediaUseRow[]> {
  if (!mediaIds.length) return [];
  return db
    .select({
      mediaId: postMedia.mediaId,
      postId: posts.id,
      body: posts.body,
      status: posts.status,
      deletedAt: posts.deletedAt,
    })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(inWorkspace(postMedia.workspaceId), inArray(postMedia.mediaId, mediaIds)))
    .orderBy(desc(posts.updatedAt));
}

/** Each post's files in order. */
export async function mediaOfPosts(db: UserDb, postIds: string[]): Promise<(MediaRow & { postId: string })[]> {
  if (!postIds.length) return [];
  const rows = await db
    .select({ postId: postMedia.postId, media })
    .from(postMedia)
    .innerJoin(media, eq(media.id, postMedia.mediaId))
    .where(and(inWorkspace(postMedia.workspaceId), inArray(postMedia.postId, postIds)))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
  return rows.map((r) => ({ ...r.media, postId: r.postId }));
}

/**
 * The post's files in order, as one JSON array of media rows (row_to_json: the columns' own names), for a statement
 * that answers a post with its files in one round trip (mediaRowFromJson reads them back).
 */
export const postMediaJson = (postId: SQL | typeof posts.id) =>
  sql<Record<string, unknown>[]>`(SELECT coalesce(json_agg(row_to_json(m) ORDER BY pm.position), '[]'::json)
    FROM post_media pm JOIN media m ON m.id = pm.media_id
    WHERE pm.workspace_id = ${CURRENT_WORKSPACE} AND pm.post_id = ${postId})`;

/** A media row from postMediaJson's objects, each column mapped as Drizzle maps it from the driver. */
export function mediaRowFromJson(json: Record<string, unknown>): MediaRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(media))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MediaRow;
}

/** Replaces a post's files with `mediaIds`, in that order. */
export async function setPostMedia(db: UserDb, postId: string, mediaIds: string[]): Promise<void> {
  await db.delete(postMedia).where(and(inWorkspace(postMedia.workspaceId), eq(postMedia.postId, postId)));
  if (mediaIds.length)
    await db.insert(postMedia).values(mediaIds.map((mediaId, position) => ({ postId, mediaId, position })));
}

/**
 * Deletes the file and its place in posts (ON DELETE CASCADE); the posts that carried it move to a new version, so
 * an editor holding the old list gets a conflict instead of putting it back. Answers the row deleted.
 */
export async function deleteMedia(db: UserDb, id: string): Promise<MediaRow | undefined> {
  await db
    .update(posts)
    .set({ version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        inWorkspace(posts.workspaceId),
        inArray(
          posts.id,
          db
            .select({ id: postMedia.postId })
            .from(postMedia)
            .where(and(inWorkspace(postMedia.workspaceId), eq(postMedia.mediaId, id))),
        ),
      ),
    );
  const [row] = await db
    .delete(media)
    .where(and(inWorkspace(media.workspaceId), eq(media.id, id)))
    .returning();
  return row;
}

/** The bytes the workspace's Library takes: its files' sizes added up (thumbnails, a few kB each, not counted). */
export async function storageUsed(db: UserDb): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${media.sizeBytes}), 0)`.mapWith(Number) })
    .from(media)
    .where(inWorkspace(media.workspaceId));
  return row?.used ?? 0;
}

/**
 * Uploads to the workspace take their turn until the transaction ends: two at once cannot both fit in the space
 * left for one.
 */
export async function lockStorage(db: UserDb): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('media-storage:' || app_current_workspace_id()::text, 0))`,
  );
}
