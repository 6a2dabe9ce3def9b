import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { statusesFor } from "../../../contracts/posts/lifecycle";
import { POST_STATUSES, type PostDateField, type PostSort } from "../../../contracts/posts/rules";
import { tsQuery } from "../search/text-query";
import type { UserDb } from "../../db/client";
import { linkedinStrategyPillars, notes, posts, savedPosts } from "../../db/schema";
import { CURRENT_WORKSPACE, inWorkspace } from "../../db/current-workspace";
import { mediaRowFromJson, postMediaJson, type MediaRow } from "../media/queries";

export type PostRow = typeof posts.$inferSelect;

export interface PostListFilter {
  /** Default: the request's (CURRENT_WORKSPACE). */
  workspace?: SQL;
  trash: boolean;
  /** A prefix tsquery (search/text-query.ts): matches only, best first. */
  queryText?: string;
  status?: string;
  from?: string;
  to?: string;
  /** The date from/to read (default: updated). */
  dateField?: PostDateField;
  /** Order (a search ranks first, then this); default updated, desc. */
  sort?: PostSort;
  order?: "asc" | "desc";
  pillarId?: string;
  /** true: posts with files; false: text posts. */
  hasMedia?: boolean;
  limit: number;
  offset: number;
}

/** The date each from/to filter and order reads; "planned": when LinkedIn took it, else when it is scheduled. */
const DATE_COLUMNS: Record<PostDateField, SQL> = {
  updated: sql`${posts.updatedAt}`,
  created: sql`${posts.createdAt}`,
  planned: sql`coalesce(${posts.publishedAt}, ${posts.scheduledAt})`,
};

/** The lifecycle's order, for sorting by status. */
const STATUS_RANK = sql.raw(`CASE posts.status ${POST_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(" ")} END`);

/** ORDER BY terms for a sort: dates newest first, status and pillar ascending by default; empty values last. */
function sortOrder(sort: PostSort, order: "asc" | "desc" | undefined): SQL[] {
  const dir = sql.raw((order ?? (sort === "status" || sort === "pillar" ? "asc" : "desc")).toUpperCase());
  switch (sort) {
    case "status":
      return [sql`${STATUS_RANK} ${dir}`, desc(posts.updatedAt)];
    case "pillar":
      // pillars are their owner's (row-level security): another member's pillar reads as none
      return [
        sql`(SELECT lower(p.name) FROM linkedin_strategy_pillars p WHERE p.id = ${posts.pillarId}) ${dir} NULLS LAST`,
        desc(posts.updatedAt),
      ];
    default:
      return [sql`${DATE_COLUMNS[sort]} ${dir} NULLS LAST`];
  }
}

export async function listPosts(db: UserDb, f: PostListFilter): Promise<{ rows: PostRow[]; total: number }> {
  const where: SQL[] = [
    eq(posts.workspaceId, f.workspace ?? CURRENT_WORKSPACE),
    f.trash ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt),
  ];
  if (f.status) where.push(eq(posts.status, f.status));
  if (f.pillarId) where.push(eq(posts.pillarId, f.pillarId));
  if (f.hasMedia !== undefined) {
    const withFiles = sql`EXISTS (SELECT 1 FROM post_media pm WHERE pm.post_id = ${posts.id})`;
    where.push(f.hasMedia ? withFiles : sql`NOT ${withFiles}`);
  }
  const dated = DATE_COLUMNS[f.dateField ?? "updated"];
  if (f.from) where.push(sql`${dated} >= ${new Date(f.from).toISOString()}::timestamptz`);
  if (f.to) where.push(sql`${dated} < ${new Date(f.to).toISOString()}::timestamptz`);
  const query = f.queryText ? tsQuery(f.queryText) : null;
  if (query) where.push(sql`posts.search @@ ${query}`);
  const order = [
    ...(query ? [sql`ts_rank(posts.search, ${query}) DESC`] : []),
    ...(f.trash && !f.sort ? [desc(posts.deletedAt)] : sortOrder(f.sort ?? "updated", f.order)),
    f.order === "asc" ? asc(posts.id) : desc(posts.id),
  ];
  const rows = await db
    .select()
    .from(posts)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
  // A short page says the total itself; otherwise one count (an index-only scan for the common filters).
  if (rows.length < f.limit && (rows.length > 0 || f.offset === 0)) return { rows, total: f.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .where(and(...where));
  return { rows, total: count?.total ?? 0 };
}

export async function findPost(db: UserDb, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(inWorkspace(posts.workspaceId), eq(posts.id, id)));
  return row;
}

export async function insertPost(
  db: UserDb,
  values: {
    body: string;
    firstComment: string;
    documentTitle: string | null;
    pillarId: string | null;
    noteId: string | null;
    remixOf: string | null;
    status: string;
  },
): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  return row;
}

export type PostChange = Partial<Pick<PostRow, "body" | "firstComment" | "documentTitle" | "pillarId" | "status">>;

/** Writes the change if the post is at `version` and not in the trash; undefined otherwise (the caller says why). */
export async function updatePost(
  db: UserDb,
  id: string,
  version: number,
  change: PostChange,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set(changed(change))
    .where(updatable(id, version, change))
    .returning();
  return row;
}

/**
 * updatePost, answering the post with its files in the same statement (an autosave is then one statement: see
 * WithUserOptions.autocommit). The files are read as they were when the post was changed: a change of the files
 * moves the post to a new version under its row lock, so it cannot slip in between.
 */
export async function updatePostWithMedia(
  db: UserDb,
  id: string,
  version: number,
  change: PostChange,
): Promise<(PostRow & { media: MediaRow[] }) | undefined> {
  const [row] = await db
    .update(posts)
    .set(changed(change))
    .where(updatable(id, version, change))
    .returning({ ...getTableColumns(posts), media: postMediaJson(posts.id) });
  return row && { ...row, media: row.media.map(mediaRowFromJson) };
}

const changed = (change: PostChange) => ({ ...change, version: sql`${posts.version} + 1`, updatedAt: sql`now()` });
const updatable = (id: string, version: number, change: PostChange) =>
  and(
    inWorkspace(posts.workspaceId),
    eq(posts.id, id),
    eq(posts.version, version),
    isNull(posts.deletedAt),
    editableFor(change),
  );

/**
 * What editing may touch, by the post lifecycle: `edit` (nothing while the publishing worker holds the post, what it
 * sends is what it read, nor once it is on LinkedIn) and, for a status change, `move` (only from idea or draft; the
 * others move through the publishing endpoints and the worker).
 */
const editableFor = (change: PostChange) =>
  inArray(posts.status, statusesFor(change.status === undefined ? "edit" : "move"));

/** Moves to the trash (deleted) or out of it (restored); undefined when there is no such post in that state. */
export async function setPostDeleted(db: UserDb, id: string, deleted: boolean): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({
      deletedAt: deleted ? sql`now()` : null,
      version: sql`${posts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inWorkspace(posts.workspaceId),
        eq(posts.id, id),
        deleted ? isNull(posts.deletedAt) : isNotNull(posts.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Whether the request's user owns the pillar (pillars are per user: SPEC §6). */
export async function ownsPillar(db: UserDb, userId: string, pillarId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: linkedinStrategyPillars.id })
    .from(linkedinStrategyPillars)
    .where(and(eq(linkedinStrategyPillars.userId, userId), eq(linkedinStrategyPillars.id, pillarId)));
  return !!row;
}

/** Whether the note is in the request's workspace and not in the trash. */
export async function noteExists(db: UserDb, noteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(inWorkspace(notes.workspaceId), eq(notes.id, noteId), isNull(notes.deletedAt)));
  return !!row;
}

/** Whether the saved post is in the request's workspace. */
export async function savedPostExists(db: UserDb, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedPosts.id })
    .from(savedPosts)
    .where(and(inWorkspace(savedPosts.workspaceId), eq(savedPosts.id, id)));
  return !!row;
}

/** The bulk change on the given posts of the workspace (those in the right state); answers the rows changed. */
export async function bulkChange(
  db: UserDb,
  ids: string[],
  change: "delete" | "restore" | { pillarId: string | null },
) {
  const scope = [inWorkspace(posts.workspaceId), inArray(posts.id, ids)];
  const set =
    change === "delete"
      ? { deletedAt: sql`now()` }
      : change === "restore"
        ? { deletedAt: null }
        : { pillarId: change.pillarId };
  const state =
    change === "delete"
      ? isNull(posts.deletedAt)
      : change === "restore"
        ? isNotNull(posts.deletedAt)
        : isNull(posts.deletedAt);
  return db
    .update(posts)
    .set({ ...set, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(and(...scope, state))
    .returning();
}
