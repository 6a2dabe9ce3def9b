import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import {
  MEDIA_LIMITS,
  postMediaProblem,
  THUMBNAIL_TYPE,
  type ImageType,
  type MediaKind,
} from "../../../contracts/media/rules";
import { mediaFilePath, mediaThumbnailPath } from "../../../contracts/media/paths";
import type { LibraryMedia, ListMediaQuery, Media, MediaStorage, MediaUse } from "../../../contracts/media/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { AppError } from "../../lib/errors";
import { loggableError } from "../../lib/log-error";
import type { Semaphore } from "../../lib/semaphore";
import { sniffFileType } from "./file-type";
import { processImage } from "./image-processing";
import { processPdf } from "./pdf-processing";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

export function toMedia(row: q.MediaRow): Media {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    createdBy: row.createdBy,
    kind: row.kind as MediaKind,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    pageCount: row.pageCount,
    url: mediaFilePath(row.id),
    thumbnailUrl: mediaThumbnailPath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

const EXCERPT_MAX = 80;

function toUse(row: q.MediaUseRow): MediaUse {
  const line = row.body.trim().split("\n", 1)[0] ?? "";
  const chars = [...line];
  return {
    id: row.postId,
    excerpt: chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX - 1).join("")}…` : line,
    status: row.status,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

async function withUses(db: UserDb, rows: q.MediaRow[]): Promise<LibraryMedia[]> {
  const uses = await q.usesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toMedia(row), usedIn: uses.filter((u) => u.mediaId === row.id).map(toUse) }));
}

/**
 * A file name fit to show and store: the base name without control characters (NUL included: Postgres cannot store
 * it, and multipart bodies skip the app's text check), at most 200 characters; "file" when nothing is left.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // lone surrogates become U+FFFD; then control and bidirectional-override characters go
  const wellFormed = (base as string & { toWellFormed(): string }).toWellFormed();
  // eslint-disable-next-line no-control-regex
  const clean = wellFormed.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "");
  const chars = [...clean.trim()];
  return chars.slice(0, MEDIA_LIMITS.nameMax).join("") || "file";
}

/** The cleaned name; a converted file (WebP) gets its new type's extension, so a download opens as what it is. */
export function storedName(name: string | undefined, ext: string, converted: boolean): string {
  const clean = cleanFileName(name);
  if (!converted) return clean;
  return cleanFileName(`${clean.replace(/\.webp$/i, "")}.${ext}`);
}

const notFound = () => new AppError({ code: "NOT_FOUND", message: "File not found" });

export interface MediaServiceDeps {
  database: Database;
  storage: FileStorage;
  logger: Logger;
  /** MEDIA_PROCESSING_CONCURRENCY: decoding and rendering uploads, one process's turns (composition.ts). */
  processing: Semaphore;
  /** WORKSPACE_STORAGE_QUOTA_MB in bytes; null: no limit. */
  quotaBytes: number | null;
}

export interface Upload {
  name: string | undefined;
  bytes: Uint8Array;
  /** The new file's id; default a random one (a carousel's export gives its own: a second run finds its file). */
  id?: string;
}

/** The Library's files of the request's workspace (withUser sets it; row-level security enforces it). */
export function mediaService({ database, storage, logger, processing, quotaBytes }: MediaServiceDeps) {
  const overQuota = (used: number, adding: number) => quotaBytes !== null && used + adding > quotaBytes;

  const removeFiles = async (keys: string[]) => {
    for (const key of keys)
      await storage.delete(key).catch((err) => {
        logger.warn({ error: loggableError(err) }, "a media file could not be removed from storage");
      });
  };

  return {
    async list(actor: Actor, query: ListMediaQuery) {
      const { rows, total } = await withUser(
        database,
        actor,
        async (db) => {
          const page = await q.listMedia(db, query);
          return { rows: await withUses(db, page.rows), total: page.total };
        },
        { readOnly: true },
      );
      return { items: rows, total, limit: query.limit, offset: query.offset };
    },

    async get(actor: Actor, id: string): Promise<LibraryMedia> {
      if (!isUuidShaped(id)) throw notFound();
      const found = await withUser(
        database,
        actor,
        async (db) => {
          const row = await q.findMedia(db, id);
          return row ? (await withUses(db, [row]))[0] : undefined;
        },
        { readOnly: true },
      );
      if (!found) throw notFound();
      return found;
    },

    async storage(actor: Actor): Promise<MediaStorage> {
      const usedBytes = await withUser(database, actor, (db) => q.storageUsed(db), { readOnly: true });
      return { usedBytes, quotaBytes };
    },

    /**
     * Checks the file by its content and the workspace's quota, processes it (page count, thumbnail, WebP converted)
     * in its turn before touching the database, stores both files, then the row, after checking the quota again
     * with the workspace's uploads in line; a failed insert removes the files again.
     */
    async upload(actor: Actor, upload: Upload): Promise<LibraryMedia> {
      const type = sniffFileType(upload.bytes);
      if (!type) throw new AppError({ code: "MEDIA_TYPE" });
      const isPdf = type === "application/pdf";
      if (isPdf && upload.bytes.byteLength > MEDIA_LIMITS.pdfMaxBytes)
        throw new AppError({ code: "MEDIA_PDF_TOO_LARGE" });
      if (!isPdf && upload.bytes.byteLength > MEDIA_LIMITS.imageMaxBytes)
        throw new AppError({ code: "MEDIA_IMAGE_TOO_LARGE" });
      const before = await withUser(
        database,
        actor,
        async (db) => ({ workspaceId: await q.currentWorkspaceId(db), used: await q.storageUsed(db) }),
        { readOnly: true },
      );
      if (!before.workspaceId) throw new AppError({ code: "FORBIDDEN", message: "No workspace to upload into" });
      const workspaceId = before.workspaceId;
      // every type but WebP is stored as uploaded: its size is known before the work (a WebP's after conversion)
      if (type !== "image/webp" && overQuota(before.used, upload.bytes.byteLength))
        throw new AppError({ code: "MEDIA_QUOTA_EXCEEDED" });
      const file = await processing.run(() =>
        isPdf ? processPdf(upload.bytes) : processImage(upload.bytes, type as ImageType),
      );
      if (overQuota(before.used, file.data.byteLength)) throw new AppError({ code: "MEDIA_QUOTA_EXCEEDED" });

      const id = upload.id ?? randomUUID();
      const fileKey = `media/${workspaceId}/${id}.${file.ext}`;
      const thumbnailKey = `media/${workspaceId}/${id}-thumb.webp`;
      await storage.put(fileKey, file.data, file.contentType);
      try {
        await storage.put(thumbnailKey, file.thumbnail, THUMBNAIL_TYPE);
        const row = await withUser(database, actor, async (db) => {
          if (quotaBytes !== null) {
            await q.lockStorage(db);
            if (overQuota(await q.storageUsed(db), file.data.byteLength))
              throw new AppError({ code: "MEDIA_QUOTA_EXCEEDED" });
          }
          return q.insertMedia(db, {
            id,
            workspaceId,
            kind: isPdf ? "pdf" : "image",
            name: storedName(upload.name, file.ext, type !== file.contentType),
            fileKey,
            thumbnailKey,
            contentType: file.contentType,
            sizeBytes: file.data.byteLength,
            width: file.width,
            height: file.height,
            pageCount: file.pageCount,
          });
        });
        return { ...toMedia(row), usedIn: [] };
      } catch (err) {
        await removeFiles([fileKey, thumbnailKey]);
        throw err;
      }
    },

    /** A file in use answers 409 MEDIA_IN_USE unless `force`, which removes it from its posts too. */
    async remove(actor: Actor, id: string, force: boolean): Promise<LibraryMedia> {
      if (!isUuidShaped(id)) throw notFound();
      const deleted = await withUser(database, actor, async (db) => {
        const row = await q.findMedia(db, id);
        if (!row) throw notFound();
        const [current] = await withUses(db, [row]);
        if (current.usedIn.length && !force) throw new AppError({ code: "MEDIA_IN_USE" });
        await q.deleteMedia(db, id);
        return { current, keys: [row.fileKey, row.thumbnailKey] };
      });
      await removeFiles(deleted.keys);
      return deleted.current;
    },

    /** The bytes of a file or its thumbnail, for members of its workspace only, as a stream (a PDF may be 100 MB). */
    async read(actor: Actor, id: string, which: "file" | "thumbnail") {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.findMedia(db, id), { readOnly: true });
      if (!row) throw notFound();
      const found = await storage.getStream(which === "file" ? row.fileKey : row.thumbnailKey);
      if (!found) throw notFound();
      return {
        body: found.body,
        size: found.size,
        contentType: which === "file" ? row.contentType : THUMBNAIL_TYPE,
        name: row.name,
      };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;

/**
 * Checks a post's new files (each in the workspace's Library, 1-20 images or one PDF) and writes them in order.
 * Inside the caller's transaction: the post's change and its files are one write.
 */
export async function writePostMedia(db: UserDb, postId: string, mediaIds: string[]): Promise<void> {
  const ids = mediaIds.map((id) => id.toLowerCase());
  if (!ids.every(isUuidShaped)) throw new AppError({ code: "MEDIA_NOT_FOUND" });
  const rows = await q.findMediaByIds(db, ids);
  if (rows.length !== new Set(ids).size) throw new AppError({ code: "MEDIA_NOT_FOUND" });
  const kindOf = new Map(rows.map((r) => [r.id, r.kind as MediaKind]));
  const problem = postMediaProblem(ids.map((id) => kindOf.get(id)!));
  if (problem) throw new AppError({ code: problem === "MEDIA_MIXED" ? "MEDIA_MIXED" : "MEDIA_TOO_MANY" });
  await q.setPostMedia(db, postId, ids);
}

/** Each post's files, in order (the Post type carries them). */
export async function mediaByPost(db: UserDb, postIds: string[]): Promise<Map<string, Media[]>> {
  const byPost = new Map<string, Media[]>();
  for (const row of await q.mediaOfPosts(db, postIds)) {
    const list = byPost.get(row.postId) ?? [];
    list.push(toMedia(row));
    byPost.set(row.postId, list);
  }
  return byPost;
}
