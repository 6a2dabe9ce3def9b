/** What is known of a stored file without reading it. */
export interface FileStat {
  contentType: string;
  size: number;
  modifiedAt: Date;
}

/** A stored file's bytes as they are read: the body is a stream, never the whole file in memory. */
export interface FileStream {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live. Keys are relative paths such as "avatars/{userId}/{timestamp}.png". Small files (an
 * avatar, a thumbnail) may go through `put`/`get`; anything that can be large (a PDF, an export, a backup) goes
 * through `putStream`/`getStream`, which hold at most one part of it in memory.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Writes the stream as it is read; the file appears whole or not at all. Resolves with its size. */
  putStream(key: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<{ size: number }>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** The file as a stream, or null when there is none (the caller reads or cancels the body). */
  getStream(key: string): Promise<FileStream | null>;
  /** The file's type, size and last change, or null when there is none. */
  stat(key: string): Promise<FileStat | null>;
  /** Every file under `prefix` (a folder: "media/{workspaceId}/"), by key. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Where browsers read the file: a path the app serves (/uploads/{key}) or an absolute public URL. */
  publicUrl(key: string): string;
  /** The key of a URL returned by publicUrl, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Fails with a StorageCheckError saying what to fix when the storage cannot be used (checked at start). */
  check?(): Promise<void>;
}

/** The storage cannot be used as configured (a missing bucket, refused keys, an unreachable endpoint). */
export class StorageCheckError extends Error {}

export const UPLOADS_PATH = "/uploads";

/**
 * The folder of the only files anyone may read: avatars (shown beside a name on any page). Every other file (the
 * Library's files and thumbnails, exports) is read through the app, by its owner: private in the bucket too.
 */
export const AVATARS_FOLDER = "avatars/";

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Accepts only keys made of safe segments (no "..", no absolute paths, no empty parts). */
export function assertSafeKey(key: string): void {
  const parts = key.split("/");
  if (parts.length < 2 || !parts.every((p) => SEGMENT.test(p) && p !== "." && p !== "..")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Accepts only a folder of safe segments ending in "/" ("" is the root). */
export function assertSafePrefix(prefix: string): void {
  if (prefix === "") return;
  const parts = prefix.slice(0, -1).split("/");
  if (!prefix.endsWith("/") || !parts.every((p) => SEGMENT.test(p) && p !== "." && p !== ".."))
    throw new Error(`unsafe storage prefix: ${prefix}`);
}

/** The safe key that follows one of `prefixes` (each ending in "/") in `url`, or null. */
export function keyAfterPrefix(url: string, prefixes: string[]): string | null {
  const prefix = prefixes.find((p) => url.startsWith(p));
  if (!prefix) return null;
  const key = url.slice(prefix.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}
