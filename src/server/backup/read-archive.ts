import fs from "node:fs";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { CONTENT_TABLES } from "../db/table-kinds";
import { assertSafeKey } from "../integrations/storage/file-storage";
import { BackupError } from "./database-target";
import { digestStream } from "./hashing";
import { FILES_FOLDER, MANIFEST_ENTRY, manifestSchema, TABLES_FOLDER, type Manifest } from "./manifest";

/** A manifest larger than this is not one this app wrote. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

type EntryMeta =
  | { kind: "table"; name: string; size: number }
  | { kind: "file"; key: string; size: number }
  | { kind: "manifest"; size: number };
export type ArchiveEntry = EntryMeta & { body: Readable };

const damaged = (why: string) => new BackupError(`The archive is damaged or not a PillarPost backup: ${why}.`);

/** What an entry's name says it is; refuses anything else (absolute paths, "..", unknown tables, links). */
function classify(header: tar.Header): EntryMeta {
  const { name, size = 0, type } = header;
  if (type !== "file") throw damaged(`entry ${JSON.stringify(name)} is a ${type}, not a file`);
  if (name === MANIFEST_ENTRY) {
    if (size > MANIFEST_MAX_BYTES) throw damaged(`the manifest declares ${size} bytes`);
    return { kind: "manifest", size };
  }
  if (name.startsWith(TABLES_FOLDER)) {
    const table = name.slice(TABLES_FOLDER.length);
    if (!Object.hasOwn(CONTENT_TABLES, table)) throw damaged(`unknown table entry ${JSON.stringify(name)}`);
    return { kind: "table", name: table, size };
  }
  if (name.startsWith(FILES_FOLDER)) {
    const key = name.slice(FILES_FOLDER.length);
    try {
      assertSafeKey(key);
    } catch {
      throw damaged(`unsafe file name ${JSON.stringify(name)}`);
    }
    return { kind: "file", key, size };
  }
  throw damaged(`unexpected entry ${JSON.stringify(name)}`);
}

/** Calls `onEntry` for each entry in order (its body must be consumed); a damaged gzip or tar is a BackupError. */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No archive at ${file}.`);
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  const failed = new Promise<never>((_, reject) => {
    const fail = (err: Error) => reject(err instanceof BackupError ? err : damaged(err.message));
    source.on("error", fail);
    gunzip.on("error", fail);
    extract.on("error", fail);
  });
  failed.catch(() => {});
  source.pipe(gunzip).pipe(extract);
  // what the callback throws is its own failure (a constraint, the storage): only the archive's is "damaged"
  let callbackError: { error: unknown } | undefined;
  const iterate = async () => {
    for await (const body of extract) {
      const entry: ArchiveEntry = { ...classify(body.header), body: Readable.from(body, { objectMode: false }) };
      await onEntry(entry).catch((error: unknown) => {
        callbackError = { error };
        throw error;
      });
    }
  };
  try {
    await Promise.race([iterate(), failed]);
  } catch (err) {
    source.destroy();
    if (callbackError) throw callbackError.error;
    throw err instanceof BackupError ? err : damaged((err as Error).message);
  }
}

/**
 * Reads the whole archive once, hashing every entry, and checks it against its manifest: every table and file
 * present once with its size and checksum, nothing else. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; lines: number; sha256: string }>();
  let manifest: Manifest | undefined;
  await readArchive(file, async (entry) => {
    if (manifest) throw damaged("entries follow the manifest");
    if (entry.kind === "manifest") {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk as Buffer);
      const parsed = manifestSchema.safeParse(
        (() => {
          try {
            return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success) throw damaged("its manifest cannot be read");
      manifest = parsed.data;
      return;
    }
    const id = entry.kind === "table" ? `${TABLES_FOLDER}${entry.name}` : `${FILES_FOLDER}${entry.key}`;
    if (seen.has(id)) throw damaged(`${id} appears twice`);
    const { stream, digest } = digestStream();
    entry.body.pipe(stream);
    for await (const _ of stream); // hashing only
    seen.set(id, digest);
  });
  if (!manifest) throw damaged("it has no manifest (truncated?)");
  const expected = [
    ...manifest.tables.map((t) => [`${TABLES_FOLDER}${t.name}`, t.bytes, t.sha256, t.rows] as const),
    ...manifest.files.map((f) => [`${FILES_FOLDER}${f.key}`, f.size, f.sha256, null] as const),
  ];
  for (const [id, size, sha256, rows] of expected) {
    const got = seen.get(id);
    if (!got) throw damaged(`${id} is missing`);
    if (got.bytes !== size || got.sha256 !== sha256 || (rows !== null && got.lines !== rows))
      throw damaged(`${id} does not match its checksum`);
    seen.delete(id);
  }
  if (seen.size) throw damaged(`${[...seen.keys()][0]} is not in the manifest`);
  return manifest;
}
