import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, contentTypeOf, keyAfterPrefix, UPLOADS_PATH, type FileStorage } from "./file-storage";

/** Files under `root` (DATA_DIR/uploads by default), written atomically (temporary file, then rename). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(base, ...key.split("/"));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(tmp, data, { mode: 0o644 });
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return { data: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PATH}/${key}`,
    keyOf: (url) => keyAfterPrefix(url, [`${UPLOADS_PATH}/`]),
  };
}
