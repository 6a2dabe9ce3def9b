/** Where uploaded files live. Keys are relative paths such as "avatars/{userId}/{timestamp}.png". */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Where browsers read the file: a path the app serves (/uploads/{key}) or an absolute public URL. */
  publicUrl(key: string): string;
  /** The key of a URL returned by publicUrl, or null for any other URL. */
  keyOf(url: string): string | null;
}

export const UPLOADS_PATH = "/uploads";

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Accepts only keys made of safe segments (no "..", no absolute paths, no empty parts). */
export function assertSafeKey(key: string): void {
  const parts = key.split("/");
  if (parts.length < 2 || !parts.every((p) => SEGMENT.test(p) && p !== "." && p !== "..")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
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
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}
