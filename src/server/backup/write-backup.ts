import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import tar from "tar-stream";
import { migrationsFolder } from "../db/migrate";
import { CONTENT_TABLES } from "../db/table-kinds";
import type { FileStorage } from "../integrations/storage/file-storage";
import { digestStream } from "./hashing";
import {
  appVersion,
  BACKUP_FORMAT,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  secretFingerprint,
  TABLES_FOLDER,
  type Manifest,
} from "./manifest";
import { copyColumns, dependencyOrder, quoteIdent } from "./table-order";

/**
 * Most of an archive's bytes are uploaded files, already compressed (photos, PDFs), which no level shrinks; the
 * tables' text shrinks almost as well at the fastest level. bench:backup, 500 MB of files: 42.7 s at zlib's default
 * level (6), 25.4 s at 1, the archive 500.7 MB and 500.8 MB.
 */
const GZIP_LEVEL = 1;

/** Where scheduled backups go in the bucket; never carried by a backup itself. */
export const BACKUPS_PREFIX = "backups/";

export interface BackupOptions {
  /** The database: a connection string (the commands) or the process's pool (the scheduled job). */
  source: { url: string } | { pool: pg.Pool };
  storage: FileStorage;
  /** The archive to write (written beside as a temporary file, renamed once complete). */
  out: string;
  secret: string;
}

interface Journal {
  entries: { when: number; tag: string }[];
}

export function migrationJournal(): Journal["entries"] {
  const file = path.join(migrationsFolder(), "meta", "_journal.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as Journal).entries;
}

async function connect(source: BackupOptions["source"]): Promise<{ client: pg.ClientBase; release(): Promise<void> }> {
  if ("pool" in source) {
    const client = await source.pool.connect();
    return { client, release: async () => client.release() };
  }
  const client = new pg.Client({ connectionString: source.url, application_name: "pillarpost-backup" });
  await client.connect();
  return { client, release: () => client.end() };
}

/**
 * Copies every content table inside one repeatable-read, read-only snapshot (each to a temporary file: a tar entry
 * needs its size first), then packs them, every stored file (streamed) and the manifest into a gzipped tar.
 */
export async function writeBackup(opts: BackupOptions): Promise<Manifest> {
  const dir = path.dirname(path.resolve(opts.out));
  await fsp.mkdir(dir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(dir, ".backup-"));
  const partial = `${opts.out}.partial`;
  try {
    const { client, release } = await connect(opts.source);
    let manifest: Manifest;
    try {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const version = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
      const last = await client.query<{ created_at: string }>(
        "SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1",
      );
      const when = Number(last.rows[0]?.created_at ?? -1);
      const tag = migrationJournal().find((e) => e.when === when)?.tag ?? `unknown-${when}`;
      const tables: Manifest["tables"] = [];
      for (const name of await dependencyOrder(client, Object.keys(CONTENT_TABLES))) {
        const columns = await copyColumns(client, name);
        const { stream, digest } = digestStream();
        const copy = client.query(copyTo(`COPY ${quoteIdent(name)} (${columns.map(quoteIdent).join(", ")}) TO STDOUT`));
        await pipeline(copy, stream, fs.createWriteStream(path.join(work, name), { mode: 0o600 }));
        tables.push({ name, columns, rows: digest.lines, bytes: digest.bytes, sha256: digest.sha256 });
      }
      await client.query("COMMIT");
      manifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        appVersion: appVersion(),
        migration: { tag, when },
        postgresVersion: version.rows[0]!.v,
        secretFingerprint: secretFingerprint(opts.secret),
        tables,
        files: [],
      };
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      await release();
    }

    const pack = tar.pack();
    const written = pipeline(pack, createGzip({ level: GZIP_LEVEL }), fs.createWriteStream(partial, { mode: 0o600 }));
    const entry = (name: string, size: number, body: Readable) =>
      new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) =>
          err ? reject(err) : resolve(),
        );
        body.on("error", (err) => sink.destroy(err));
        body.pipe(sink);
      });
    for (const t of manifest.tables)
      await entry(`${TABLES_FOLDER}${t.name}`, t.bytes, fs.createReadStream(path.join(work, t.name)));
    for (const { key } of await opts.storage.list("")) {
      if (key.startsWith(BACKUPS_PREFIX)) continue;
      const file = await opts.storage.getStream(key);
      if (!file) continue; // removed since the listing: a file the database no longer refers to
      const { stream, digest } = digestStream();
      await entry(`${FILES_FOLDER}${key}`, file.size, Readable.fromWeb(file.body as WebReadableStream).pipe(stream));
      manifest.files.push({ key, size: digest.bytes, sha256: digest.sha256 });
    }
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await entry(MANIFEST_ENTRY, json.length, Readable.from([json]));
    pack.finalize();
    await written;
    await fsp.rename(partial, opts.out);
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
