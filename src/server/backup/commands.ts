import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { createStorage } from "../integrations/storage/create-storage";
import { BackupError, configuredSecret, openRestoreDatabase, openSourceDatabase } from "./database-target";
import type { Manifest } from "./manifest";
import { restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";
import fs from "node:fs";

/** The default archive: a timestamped file in BACKUP_DIR (./backups). */
export function defaultArchivePath(config: Pick<Config, "BACKUP_DIR">, at = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return path.resolve(config.BACKUP_DIR, `pillarpost-${stamp}.tar.gz`);
}

function requireSecret(config: Config): string {
  const secret = configuredSecret(config);
  if (!secret)
    throw new BackupError(
      `No AUTH_SECRET: set it (or keep ${path.resolve(config.DATA_DIR, ".auth-secret")}) to the instance's secret.`,
    );
  return secret;
}

/** `npm run backup`: the configured instance (running or not) into one archive. */
export async function backupCommand(config: Config, logger: Logger, out?: string): Promise<Manifest & { out: string }> {
  const secret = requireSecret(config);
  const archive = path.resolve(out ?? defaultArchivePath(config));
  const source = await openSourceDatabase(config, logger);
  try {
    const manifest = await writeBackup({
      source: { url: source.url },
      storage: createStorage(config),
      out: archive,
      secret,
    });
    return { ...manifest, out: archive };
  } finally {
    await source.close();
  }
}

/** `npm run restore <archive>`: into the configured, empty DATA_DIR or database and storage. */
export async function restoreCommand(config: Config, logger: Logger, archive: string): Promise<Manifest> {
  const secret = requireSecret(config);
  const manifest = await restoreBackup({
    archive: path.resolve(archive),
    storage: createStorage(config),
    secret,
    openDatabase: () => openRestoreDatabase(config, logger),
  });
  // the restored embedded instance keeps its secret where it looks for it when AUTH_SECRET is unset
  const secretFile = path.resolve(config.DATA_DIR, ".auth-secret");
  if (!config.DATABASE_URL && !fs.existsSync(secretFile)) fs.writeFileSync(secretFile, secret, { mode: 0o600 });
  return manifest;
}
