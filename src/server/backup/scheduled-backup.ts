import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type pg from "pg";
import type { Config } from "../config";
import type { FileStorage } from "../integrations/storage/file-storage";
import { defaultArchivePath } from "./commands";
import { BACKUPS_PREFIX, writeBackup } from "./write-backup";

/** What the scheduled backup needs (compose() builds it for the worker). */
export interface ScheduledBackupDeps {
  pool: pg.Pool;
  storage: FileStorage;
  secret: string;
  config: Pick<Config, "BACKUP_DIR" | "BACKUP_KEEP" | "S3_BUCKET">;
}

const ARCHIVE = /^pillarpost-.*\.tar\.gz$/;

/**
 * One backup into BACKUP_DIR, or into the bucket under backups/ when the files are in S3, then only the
 * BACKUP_KEEP newest kept (names are timestamps: the newest sort last).
 */
export async function runScheduledBackup(deps: ScheduledBackupDeps): Promise<{ archive: string; removed: number }> {
  const { config, storage } = deps;
  if (!config.S3_BUCKET) {
    const out = defaultArchivePath(config);
    await writeBackup({ source: { pool: deps.pool }, storage, out, secret: deps.secret });
    const names = (await fsp.readdir(config.BACKUP_DIR)).filter((n) => ARCHIVE.test(n)).sort();
    const old = names.slice(0, Math.max(0, names.length - config.BACKUP_KEEP));
    for (const name of old) await fsp.rm(path.join(config.BACKUP_DIR, name), { force: true });
    return { archive: out, removed: old.length };
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "pillarpost-backup-"));
  try {
    const out = defaultArchivePath({ BACKUP_DIR: dir });
    await writeBackup({ source: { pool: deps.pool }, storage, out, secret: deps.secret });
    const key = `${BACKUPS_PREFIX}${path.basename(out)}`;
    const body = Readable.toWeb(fs.createReadStream(out)) as ReadableStream<Uint8Array>;
    await storage.putStream(key, body, "application/gzip");
    const keys = (await storage.list(BACKUPS_PREFIX))
      .map((f) => f.key)
      .filter((k) => ARCHIVE.test(k.slice(BACKUPS_PREFIX.length)))
      .sort();
    const old = keys.slice(0, Math.max(0, keys.length - config.BACKUP_KEEP));
    for (const k of old) await storage.delete(k);
    return { archive: key, removed: old.length };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
