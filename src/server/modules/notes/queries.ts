import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { notes } from "../../db/schema";
import { inWorkspace } from "../../db/current-workspace";
import { tsQuery } from "../search/text-query";

export type NoteRow = typeof notes.$inferSelect & { postIds: string[] };

// The note's posts (not in the trash), oldest first: "used in".
// (Table names written out: inside a select list drizzle renders a column without its table.)
const postIds = sql<string[]>`coalesce((
  SELECT array_agg(p.id::text ORDER BY p.created_at) FROM posts p
  WHERE p.note_id = notes.id AND p.deleted_at IS NULL
), '{}')`;

const noteColumns = { note: notes, postIds };
const flatten = (r: { note: typeof notes.$inferSelect; postIds: string[] }): NoteRow => ({
  ...r.note,
  postIds: r.postIds,
});

export interface NoteListFilter {
  trash: boolean;
  /** A prefix tsquery (search/text-query.ts): matches only, best first. */
  queryText?: string;
  tag?: string;
  pillarId?: string;
  limit: number;
  offset: number;
}

export async function listNotes(db: UserDb, f: NoteListFilter): Promise<{ rows: NoteRow[]; total: number }> {
  const where: SQL[] = [inWorkspace(notes.workspaceId), f.trash ? isNotNull(notes.deletedAt) : isNull(notes.deletedAt)];
  // tags are JSON text: match one case-insensitively
  if (f.tag)
    where.push(
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${notes.tags}::jsonb) t WHERE lower(t) = lower(${f.tag}))`,
    );
  if (f.pillarId) where.push(eq(notes.pillarId, f.pillarId));
  const query = f.queryText ? tsQuery(f.queryText) : null;
  if (query) where.push(sql`notes.search @@ ${query}`);
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .where(and(...where))
    .orderBy(
      ...(query ? [sql`ts_rank(notes.search, ${query}) DESC`] : []),
      ...(f.trash ? [desc(notes.deletedAt)] : [desc(notes.pinned), desc(notes.updatedAt)]),
      asc(notes.id),
    )
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length < f.limit && (rows.length > 0 || f.offset === 0))
    return { rows: rows.map(flatten), total: f.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(notes)
    .where(and(...where));
  return { rows: rows.map(flatten), total: count?.total ?? 0 };
}

export async function findNote(db: UserDb, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(and(inWorkspace(notes.workspaceId), eq(notes.id, id)));
  return row && flatten(row);
}

export interface NoteValues {
  body?: string;
  tags?: string;
  pillarId?: string | null;
  pinned?: boolean;
}

export async function insertNote(db: UserDb, values: NoteValues): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return { ...row, postIds: [] };
}

/** Writes the change if the note is at `version` and not in the trash; undefined otherwise. */
export async function updateNote(db: UserDb, id: string, version: number, change: NoteValues) {
  const [row] = await db
    .update(notes)
    .set({ ...change, version: sql`${notes.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace(notes.workspaceId), eq(notes.id, id), eq(notes.version, version), isNull(notes.deletedAt)))
    .returning({ id: notes.id });
  return row ? findNote(db, row.id) : undefined;
}

export async function setNoteDeleted(db: UserDb, id: string, deleted: boolean) {
  const [row] = await db
    .update(notes)
    .set({ deletedAt: deleted ? sql`now()` : null, version: sql`${notes.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        inWorkspace(notes.workspaceId),
        eq(notes.id, id),
        deleted ? isNull(notes.deletedAt) : isNotNull(notes.deletedAt),
      ),
    )
    .returning({ id: notes.id });
  return row ? findNote(db, row.id) : undefined;
}
