import type {
  CreateSavedPostInput,
  ImportRow,
  ImportSavedPostsInput,
  ImportSavedPostsResult,
  ListSavedPostsQuery,
  SavedPost,
  UpdateSavedPostInput,
} from "../../../contracts/saved-posts/schemas";
import { SAVED_POST_CODES as C } from "../../../contracts/saved-posts/rules";
import type { Post } from "../../../contracts/posts/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { canonicalSourceUrl } from "../../../shared/saved-posts/canonical-url";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import * as postQueries from "../posts/queries";
import { checkPillar, toPost } from "../posts/service";
import { prefixQueryText } from "../search/text-query";
import type { SavedPostFileFormat } from "../../../contracts/saved-posts/rules";
import { exportWriter } from "./export-file";
import { readImportFile } from "./import-rows";
import { ideaBody } from "./idea-body";
import * as q from "./queries";

function toSavedPost(row: q.SavedPostRow): SavedPost {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    createdBy: row.createdBy,
    text: row.text,
    sourceUrl: row.sourceUrl,
    authorName: row.authorName,
    hookPattern: row.hookPattern,
    format: row.format,
    angle: row.angle,
    whySaved: row.whySaved,
    tags: JSON.parse(row.tags) as string[],
    pillarId: row.pillarId,
    figures: row.figures,
    ideaPostId: row.ideaPostId,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const EXPORT_CHUNK = 500;

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Saved post not found" });
const invalid = (path: string, code: string) =>
  new AppError({ code: "VALIDATION_FAILED", message: "Invalid request", issues: [{ path, code }] });
const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === "23505";

/** The URL as stored: canonical, or null when none was given; a 400 for anything but http(s). */
function storedUrl(given: string | null | undefined): string | null | undefined {
  if (given === undefined || given === null) return given;
  if (!given.trim()) return null;
  const canonical = canonicalSourceUrl(given);
  if (!canonical.ok) throw invalid("sourceUrl", C.savedPostUrlInvalid);
  return canonical.url;
}

function values(input: Omit<CreateSavedPostInput, "savedAt">): q.SavedPostValues {
  return {
    text: input.text,
    sourceUrl: storedUrl(input.sourceUrl),
    authorName: input.authorName,
    hookPattern: input.hookPattern,
    format: input.format,
    angle: input.angle,
    whySaved: input.whySaved,
    tags: input.tags === undefined ? undefined : JSON.stringify(input.tags),
    pillarId: input.pillarId,
    figures: input.figures,
  };
}

async function duplicateOf(db: UserDb, url: string | null | undefined, self?: string) {
  if (!url) return;
  const existing = await q.findByUrl(db, url);
  if (existing && existing !== self)
    throw new AppError({ code: "SAVED_POST_DUPLICATE", message: `This post is already saved (${existing})` });
}

/** Saved posts of the request's workspace (withUser sets it; row-level security enforces it). */
export function savedPostService({ database }: { database: Database }) {
  return {
    async list(actor: Actor, query: ListSavedPostsQuery) {
      const queryText = query.q ? prefixQueryText(query.q) : undefined;
      const empty = { items: [], total: 0, limit: query.limit, offset: query.offset };
      return withUser(
        database,
        actor,
        async (db) => {
          const facets = await q.facets(db);
          if ((query.pillarId !== undefined && !isUuidShaped(query.pillarId)) || queryText === null)
            return { ...empty, facets };
          const { rows, total } = await q.listSavedPosts(db, {
            queryText,
            tag: query.tag,
            format: query.format,
            pillarId: query.pillarId,
            limit: query.limit,
            offset: query.offset,
          });
          return { items: rows.map(toSavedPost), total, limit: query.limit, offset: query.offset, facets };
        },
        { readOnly: true },
      );
    },

    async get(actor: Actor, id: string): Promise<SavedPost> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.findSavedPost(db, id), { readOnly: true });
      if (!row) throw notFound();
      return toSavedPost(row);
    },

    async create(actor: Actor, input: CreateSavedPostInput): Promise<SavedPost> {
      const change = values(input);
      if (!change.sourceUrl && !input.text?.trim()) throw invalid("text", C.savedPostEmpty);
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        await duplicateOf(db, change.sourceUrl);
        const row = await q.insertSavedPost(db, {
          ...change,
          savedAt: input.savedAt ? new Date(input.savedAt) : undefined,
        });
        if (!row) throw new AppError({ code: "SAVED_POST_DUPLICATE" });
        return toSavedPost(row);
      });
    },

    /** The workspace's own published post in the swipe file: its text, its LinkedIn link, when it was published. */
    async savePublished(actor: Actor, postId: string): Promise<SavedPost> {
      const published = () => new AppError({ code: "NOT_FOUND", message: "Published post not found" });
      if (!isUuidShaped(postId)) throw published();
      return withUser(database, actor, async (db) => {
        const post = await postQueries.findPost(db, postId);
        if (!post || post.deletedAt || post.status !== "published") throw published();
        const canonical = post.linkedinPostUrl ? canonicalSourceUrl(post.linkedinPostUrl) : null;
        const sourceUrl = canonical?.ok ? canonical.url : null;
        await duplicateOf(db, sourceUrl);
        const row = await q.insertSavedPost(db, {
          text: post.body,
          sourceUrl,
          pillarId: post.pillarId,
          savedAt: post.publishedAt ?? undefined,
        });
        if (!row) throw new AppError({ code: "SAVED_POST_DUPLICATE" });
        return toSavedPost(row);
      });
    },

    async update(actor: Actor, id: string, input: UpdateSavedPostInput): Promise<SavedPost> {
      if (!isUuidShaped(id)) throw notFound();
      const { version, ...rest } = input;
      const change = values(rest);
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        const current = await q.findSavedPost(db, id);
        if (!current) throw notFound();
        const url = change.sourceUrl === undefined ? current.sourceUrl : change.sourceUrl;
        const text = change.text === undefined ? current.text : change.text;
        if (!url && !text.trim()) throw invalid("text", C.savedPostEmpty);
        await duplicateOf(db, change.sourceUrl, id);
        const row = await q.updateSavedPost(db, id, version, change).catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError({ code: "SAVED_POST_DUPLICATE" }) : error;
        });
        if (!row) throw new AppError({ code: "VERSION_CONFLICT" });
        return toSavedPost(row);
      });
    },

    async remove(actor: Actor, id: string): Promise<SavedPost> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.deleteSavedPost(db, id));
      if (!row) throw notFound();
      return toSavedPost(row);
    },

    /**
     * The workspace's saved posts as a CSV or JSON file, streamed: the ids first (latest saved first), then the posts
     * a chunk at a time, each read in its own short transaction (never one held open while a slow client reads).
     */
    async exportFile(actor: Actor, format: SavedPostFileFormat): Promise<ReadableStream<Uint8Array>> {
      const ids = await withUser(database, actor, (db) => q.exportOrder(db), { readOnly: true });
      const writer = exportWriter(format);
      const encoder = new TextEncoder();
      let next = 0;
      return new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(encoder.encode(writer.start())),
        pull: async (controller) => {
          if (next >= ids.length) {
            controller.enqueue(encoder.encode(writer.end()));
            controller.close();
            return;
          }
          const chunk = ids.slice(next, next + EXPORT_CHUNK);
          next += chunk.length;
          const rows = await withUser(database, actor, (db) => q.findMany(db, chunk), { readOnly: true });
          const byId = new Map(rows.map((r) => [r.id, r]));
          const text = chunk.flatMap((id) => {
            const row = byId.get(id);
            return row ? [writer.post(toSavedPost(row))] : [];
          });
          controller.enqueue(encoder.encode(text.join("")));
        },
      });
    },

    /**
     * The rows of a CSV or JSON file with their problems; with `commit`, every new row saved in one transaction, or
     * none (400 SAVED_POST_IMPORT_INVALID) when a row or the file has a problem. Duplicates are skipped, not errors.
     */
    async importFile(actor: Actor, input: ImportSavedPostsInput): Promise<ImportSavedPostsResult> {
      const file = readImportFile(input.format, input.content);
      if (!file.ok) {
        if (input.commit) throw new AppError({ code: "SAVED_POST_IMPORT_INVALID" });
        return { rows: [], fileError: file.error, valid: 0, invalid: 0, duplicates: 0, imported: 0 };
      }
      return withUser(database, actor, async (db) => {
        const urls = file.rows.flatMap((r) => (r.url ? [r.url] : []));
        const saved = await q.savedUrls(db, urls);
        const seen = new Set<string>();
        const rows: ImportRow[] = file.rows.map((r) => {
          const duplicate = r.url !== null && (saved.has(r.url) || seen.has(r.url));
          if (r.url) seen.add(r.url);
          return { line: r.line, url: r.url, author: r.author, text: r.text, errors: r.errors, duplicate };
        });
        const invalidRows = rows.filter((r) => r.errors.length).length;
        const duplicates = rows.filter((r) => r.duplicate && !r.errors.length).length;
        const summary = { fileError: null, valid: rows.length - invalidRows, invalid: invalidRows, duplicates };
        if (!input.commit) return { rows, ...summary, imported: 0 };
        if (invalidRows || rows.length === 0) throw new AppError({ code: "SAVED_POST_IMPORT_INVALID" });
        const fresh = file.rows.filter((_, i) => !rows[i].duplicate);
        const imported = await q.insertMany(
          db,
          fresh.map((r) => ({
            text: r.text,
            sourceUrl: r.url,
            authorName: r.author,
            hookPattern: r.hookPattern,
            format: r.format,
            angle: r.angle,
            whySaved: r.why,
            tags: JSON.stringify(r.tags),
            savedAt: r.savedAt ? new Date(r.savedAt) : undefined,
          })),
        );
        return { rows, ...summary, imported };
      });
    },

    /** An idea card (a post in status idea) on the board, linked back; asked again, the same idea. */
    async toIdea(actor: Actor, id: string): Promise<Post> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        const saved = await q.findSavedPost(db, id);
        if (!saved) throw notFound();
        if (saved.ideaPostId) {
          const existing = await postQueries.findPost(db, saved.ideaPostId);
          if (existing && !existing.deletedAt) return toPost(existing);
        }
        const row = await postQueries.insertPost(db, {
          body: ideaBody(saved),
          firstComment: "",
          documentTitle: null,
          pillarId: saved.pillarId,
          noteId: null,
          // linked back: scheduling it checks it is no near-copy of the saved post
          remixOf: saved.id,
          status: "idea",
        });
        await q.setIdeaPost(db, id, row.id);
        return toPost(row);
      });
    },
  };
}

export type SavedPostService = ReturnType<typeof savedPostService>;
