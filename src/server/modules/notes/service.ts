import type { CreateNoteInput, ListNotesQuery, Note, UpdateNoteInput } from "../../../contracts/notes/schemas";
import type { Post } from "../../../contracts/posts/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as postQueries from "../posts/queries";
import { checkPillar, toPost } from "../posts/service";
import * as q from "./queries";
import { prefixQueryText } from "../search/text-query";
import type { Actor } from "../../lib/actor";

function toNote(row: q.NoteRow): Note {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    createdBy: row.createdBy,
    body: row.body,
    tags: JSON.parse(row.tags) as string[],
    pillarId: row.pillarId,
    pinned: row.pinned,
    version: row.version,
    postIds: row.postIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Note not found" });

const values = (input: CreateNoteInput): q.NoteValues => ({
  body: input.body,
  tags: input.tags === undefined ? undefined : JSON.stringify(input.tags),
  pillarId: input.pillarId,
  pinned: input.pinned,
});

/** Notes of the request's workspace (withUser sets it; row-level security enforces it). */
export function noteService({ database }: { database: Database }) {
  return {
    async list(actor: Actor, query: ListNotesQuery) {
      const pillarId = query.pillarId;
      const queryText = query.q ? prefixQueryText(query.q) : undefined;
      if ((pillarId !== undefined && !isUuidShaped(pillarId)) || queryText === null)
        return { items: [], total: 0, limit: query.limit, offset: query.offset };
      const { rows, total } = await withUser(
        database,
        actor,
        (db) =>
          q.listNotes(db, {
            trash: query.trash ?? false,
            queryText,
            tag: query.tag,
            pillarId,
            limit: query.limit,
            offset: query.offset,
          }),
        { readOnly: true },
      );
      return { items: rows.map(toNote), total, limit: query.limit, offset: query.offset };
    },

    async get(actor: Actor, id: string): Promise<Note> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.findNote(db, id), { readOnly: true });
      if (!row) throw notFound();
      return toNote(row);
    },

    async create(actor: Actor, input: CreateNoteInput): Promise<Note> {
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        return toNote(await q.insertNote(db, values(input)));
      });
    },

    async update(actor: Actor, id: string, input: UpdateNoteInput): Promise<Note> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        const { version, ...change } = input;
        const row = await q.updateNote(db, id, version, values(change));
        if (row) return toNote(row);
        const current = await q.findNote(db, id);
        if (!current || current.deletedAt) throw notFound();
        throw new AppError({ code: "VERSION_CONFLICT" });
      });
    },

    async remove(actor: Actor, id: string): Promise<Note> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.setNoteDeleted(db, id, true));
      if (!row) throw notFound();
      return toNote(row);
    },

    async restore(actor: Actor, id: string): Promise<Note> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.setNoteDeleted(db, id, false));
      if (!row) throw notFound();
      return toNote(row);
    },

    /** A draft post with the note's text and pillar, linked back to the note. */
    async convert(actor: Actor, id: string): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        const note = await q.findNote(db, id);
        if (!note || note.deletedAt) throw notFound();
        const row = await postQueries.insertPost(db, {
          body: note.body,
          firstComment: "",
          documentTitle: null,
          pillarId: note.pillarId,
          noteId: note.id,
          remixOf: null,
          status: "draft",
        });
        return toPost(row);
      });
    },
  };
}

export type NoteService = ReturnType<typeof noteService>;
