import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { EmbeddedPostgres } from "../db/embedded-postgres";

/** A refusal the commands print as is (exit 1): a clear sentence, nothing changed. */
export class BackupError extends Error {}

export interface DatabaseTarget {
  url: string;
  /** Stops the embedded server when this command started it (never one the running app owns). */
  close(): Promise<void>;
}

/** The embedded server the running app started on DATA_DIR, when there is one: its pid file's port. */
function runningEmbedded(config: Config): string | null {
  const pidFile = path.resolve(config.DATA_DIR, "postgres", "postmaster.pid");
  const passwordFile = path.resolve(config.DATA_DIR, ".postgres-password");
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return null;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pillarpost`;
}

/**
 * The database the configuration leads to: DATABASE_URL, the embedded server the app is running on DATA_DIR, or
 * (the app stopped) an embedded server this command starts and stops.
 */
export async function openSourceDatabase(config: Config, logger: Logger): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => {} };
  const running = runningEmbedded(config);
  if (running) return { url: running, close: async () => {} };
  if (!fs.existsSync(path.resolve(config.DATA_DIR, "postgres", "PG_VERSION")))
    throw new BackupError(`No database in ${path.resolve(config.DATA_DIR)}: set DATA_DIR or DATABASE_URL.`);
  return startEmbedded(config, logger);
}

/** The restore's target: an external database, or an embedded server initialised in an empty DATA_DIR. */
export async function openRestoreDatabase(config: Config, logger: Logger): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => {} };
  const pgDir = path.resolve(config.DATA_DIR, "postgres");
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0)
    throw new BackupError(
      `The target is not empty: ${pgDir} already holds a database. Restore into an empty DATA_DIR (nothing was changed).`,
    );
  return startEmbedded(config, logger);
}

async function startEmbedded(config: Config, logger: Logger): Promise<DatabaseTarget> {
  const embedded = new EmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: "pillarpost",
    logger,
  });
  const url = await embedded.start();
  return { url, close: () => embedded.stop() };
}

/** AUTH_SECRET, or the one the embedded instance generated into DATA_DIR; null when there is neither. */
export function configuredSecret(config: Config): string | null {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, ".auth-secret");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}
