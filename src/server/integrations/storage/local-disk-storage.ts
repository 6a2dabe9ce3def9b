import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  assertSafeKey,
  assertSafePrefix,
  contentTypeOf,
  keyAfterPrefix,
  UPLOADS_PATH,
  type FileStorage,
} from "./file-storage";

const TMP = /\.[0-9a-f]{12}\.tmp$/;
const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** Files under `root` (DATA_DIR/uploads by default), written atomically (temporary file, then rename). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(base, ...key.split("/"));
  };
  /** A temporary file beside `file`, renamed onto it once `write` succeeded; removed if it failed. */
  async function atomically(key: string, write: (tmp: string) => Promise<void>) {
    const file = fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(tmp);
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }
  return {
    async put(key, data) {
      await atomically(key, (tmp) => fs.writeFile(tmp, data, { mode: 0o644 }));
    },
    async putStream(key, body) {
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.byteLength;
          done(null, chunk);
        },
      });
      await atomically(key, (tmp) =>
        pipeline(Readable.fromWeb(body as WebReadableStream), count, createWriteStream(tmp, { mode: 0o644 })),
      );
      return { size };
    },
    async get(key) {
      try {
        return { data: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async getStream(key) {
      const handle = await fs.open(fileOf(key)).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        // the read stream closes the handle at its end, on an error and when the body is cancelled
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size, contentType: contentTypeOf(key) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async stat(key) {
      try {
        const found = await fs.stat(fileOf(key));
        return found.isFile() ? { size: found.size, modifiedAt: found.mtime, contentType: contentTypeOf(key) } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const dir = path.join(base, ...prefix.split("/").filter(Boolean));
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      const files = entries.filter((e) => e.isFile() && !TMP.test(e.name));
      const found = await Promise.all(
        files.map(async (e) => {
          const file = path.join(e.parentPath, e.name);
          const key = path.relative(base, file).split(path.sep).join("/");
          return { key, size: (await fs.stat(file)).size };
        }),
      );
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PATH}/${key}`,
    keyOf: (url) => keyAfterPrefix(url, [`${UPLOADS_PATH}/`]),
  };
}
