import type {
  BulkPostsInput,
  CreatePostInput,
  ListPostsQuery,
  Post,
  UpdatePostInput,
} from "../../../contracts/posts/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database, type UserDb } from "../../db/client";
import { AppError } from "../../lib/errors";
import { mediaByPost, toMedia, writePostMedia } from "../media/service";
import * as q from "./queries";
import { prefixQueryText } from "../search/text-query";
import type { Actor } from "../../lib/actor";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPost(row: q.PostRow, media: Post["media"] = []): Post {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    createdBy: row.createdBy,
    pillarId: row.pillarId,
    noteId: row.noteId,
    remixOf: row.remixOf,
    body: row.body,
    firstComment: row.firstComment,
    documentTitle: row.documentTitle,
    status: row.status as Post["status"],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    media,
  };
}

/** The posts with their files (one query for all of them). */
export async function toPosts(db: UserDb, rows: q.PostRow[]): Promise<Post[]> {
  const media = await mediaByPost(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPost(row, media.get(row.id) ?? []));
}
const toOnePost = async (db: UserDb, row: q.PostRow) => (await toPosts(db, [row]))[0];

/** A document title as kept: a blank one is none (the file name stands in). */
const givenTitle = (title: string | null | undefined) =>
  title === undefined ? undefined : title?.trim() ? title : null;

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Post not found" });

/** A pillar given by the writer: theirs (or null to clear it). */
export async function checkPillar(db: UserDb, userId: string, pillarId: string | null | undefined) {
  if (pillarId === undefined || pillarId === null) return;
  if (!isUuidShaped(pillarId) || !(await q.ownsPillar(db, userId, pillarId)))
    throw new AppError({ code: "PILLAR_NOT_FOUND" });
}

export interface PostServiceDeps {
  database: Database;
}

/** Posts of the request's workspace (withUser sets it; row-level security enforces it). */
export function postService({ database }: PostServiceDeps) {
  return {
    async list(actor: Actor, query: ListPostsQuery) {
      const pillarId = query.pillarId;
      const queryText = query.q ? prefixQueryText(query.q) : undefined;
      if ((pillarId !== undefined && !isUuidShaped(pillarId)) || queryText === null)
        return { items: [], total: 0, limit: query.limit, offset: query.offset };
      const { items, total } = await withUser(
        database,
        actor,
        async (db) => {
          const page = await q.listPosts(db, {
            trash: query.trash ?? false,
            queryText,
            status: query.status,
            from: query.from,
            to: query.to,
            dateField: query.dateField,
            sort: query.sort,
            order: query.order,
            pillarId,
            hasMedia: query.hasMedia,
            limit: query.limit,
            offset: query.offset,
          });
          return { items: await toPosts(db, page.rows), total: page.total };
        },
        { readOnly: true },
      );
      return { items, total, limit: query.limit, offset: query.offset };
    },

    async get(actor: Actor, id: string): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      const post = await withUser(
        database,
        actor,
        async (db) => {
          const row = await q.findPost(db, id);
          return row ? toOnePost(db, row) : undefined;
        },
        { readOnly: true },
      );
      if (!post) throw notFound();
      return post;
    },

    async create(actor: Actor, input: CreatePostInput): Promise<Post> {
      const noteId = input.noteId ?? null;
      const remixOf = input.remixOf ?? null;
      // with nothing to check or attach, the insert is the only statement: committed alone (WithUserOptions.autocommit)
      const alone = !input.pillarId && noteId === null && remixOf === null && !input.mediaIds?.length;
      return withUser(
        database,
        actor,
        async (db) => {
          await checkPillar(db, actor.userId, input.pillarId);
          if (noteId !== null && (!isUuidShaped(noteId) || !(await q.noteExists(db, noteId))))
            throw new AppError({ code: "NOTE_NOT_FOUND" });
          if (remixOf !== null && (!isUuidShaped(remixOf) || !(await q.savedPostExists(db, remixOf))))
            throw new AppError({ code: "SAVED_POST_NOT_FOUND" });
          const row = await q.insertPost(db, {
            body: input.body ?? "",
            firstComment: input.firstComment ?? "",
            documentTitle: givenTitle(input.documentTitle) ?? null,
            pillarId: input.pillarId ?? null,
            noteId,
            remixOf,
            status: input.status ?? "draft",
          });
          if (!input.mediaIds?.length) return toPost(row);
          await writePostMedia(db, row.id, input.mediaIds);
          return toOnePost(db, row);
        },
        { autocommit: alone },
      );
    },

    /** Optimistic concurrency: the change applies to `version` only; 409 when the post moved on since. */
    async update(actor: Actor, id: string, input: UpdatePostInput): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      const { version, mediaIds, documentTitle, ...rest } = input;
      const change = documentTitle === undefined ? rest : { ...rest, documentTitle: givenTitle(documentTitle) };
      // an autosave (no pillar to check, no files to replace) is one statement, answering the post with its files
      const alone = !input.pillarId && mediaIds === undefined;
      const post = await withUser(
        database,
        actor,
        async (db) => {
          await checkPillar(db, actor.userId, input.pillarId);
          if (mediaIds === undefined) {
            const row = await q.updatePostWithMedia(db, id, version, change);
            return row && toPost(row, row.media.map(toMedia));
          }
          const row = await q.updatePost(db, id, version, change);
          if (!row) return undefined;
          await writePostMedia(db, row.id, mediaIds);
          return toOnePost(db, row);
        },
        { autocommit: alone },
      );
      if (post) return post;
      // nothing was written: why (read after the fact; the post may have moved on since, which changes no answer)
      const current = await withUser(database, actor, (db) => q.findPost(db, id), { readOnly: true });
      if (!current || current.deletedAt) throw notFound();
      if (current.version === version) throw new AppError({ code: "POST_NOT_EDITABLE" });
      throw new AppError({ code: "VERSION_CONFLICT" });
    },

    async remove(actor: Actor, id: string): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      const post = await withUser(database, actor, async (db) => {
        const row = await q.setPostDeleted(db, id, true);
        return row ? toOnePost(db, row) : undefined;
      });
      if (!post) throw notFound();
      return post;
    },

    /** Delete, restore, assign a pillar (a move goes through the publishing service's `moveMany`). */
    async bulk(actor: Actor, input: Exclude<BulkPostsInput, { action: "move" }>): Promise<Post[]> {
      const ids = [...new Set(input.ids.filter(isUuidShaped).map((id) => id.toLowerCase()))];
      if (!ids.length) return [];
      return withUser(database, actor, async (db) => {
        if (input.action === "assignPillar") await checkPillar(db, actor.userId, input.pillarId);
        const change = input.action === "assignPillar" ? { pillarId: input.pillarId } : input.action;
        return toPosts(db, await q.bulkChange(db, ids, change));
      });
    },

    async restore(actor: Actor, id: string): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      const post = await withUser(database, actor, async (db) => {
        const row = await q.setPostDeleted(db, id, false);
        return row ? toOnePost(db, row) : undefined;
      });
      if (!post) throw notFound();
      return post;
    },
  };
}

export type PostService = ReturnType<typeof postService>;
