import { registerDatabaseGauges } from "./metrics/database-gauges";
import { metricsRegistry } from "./metrics/registry";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { publicOrigin, type Config } from "./config";
import { compose, type Composition } from "./composition";
import { EmbeddedPostgres } from "./db/embedded-postgres";
import { openDatabase, type DatabaseEntry } from "./db/from-config";
import { runMigrations } from "./db/migrate";
import { claimStorage, type StorageClaim } from "./integrations/storage/storage-claim";
import { createJobs, type Jobs } from "./jobs/boss";
import { BACKUP_QUEUE } from "./backup/last-backup";

export interface Runtime {
  /** What compose() built: integrations, services, workers (and the auth library, the limits...). */
  composition: Composition;
  /** The job queue (every process sends; workers run here only when asked). */
  jobs: Jobs;
  origin: string;
  stop(): Promise<void>;
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, ".auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** Port the HTTP server will listen on (for the default origin: links in mails, redirects). */
  port: number;
  /** Which entry opens the database (its connections' application name). */
  entry: DatabaseEntry;
  /** Run the job workers in this process. */
  workers: boolean;
}

/**
 * Database (embedded or external) -> storage claim -> migrations -> compose -> jobs (and their workers). The HTTP
 * listener and the health port are the caller's (start-process.ts).
 */
export async function startRuntime(opts: StartOptions): Promise<Runtime> {
  const { config, logger } = opts;
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = new EmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      database: "pillarpost",
      logger,
    });
    url = await embedded.start();
    logger.info(
      { port: config.EMBEDDED_PG_PORT, dir: path.resolve(config.DATA_DIR, "postgres") },
      "embedded Postgres started",
    );
  }
  const database = await openDatabase(config, url, opts.entry, logger).catch(async (err: unknown) => {
    await embedded?.stop();
    throw err;
  });
  registerDatabaseGauges(metricsRegistry, database);
  let claim: StorageClaim | undefined;
  const origin = publicOrigin(config, opts.port);
  const jobs = createJobs({ connectionString: url, database, logger, workers: opts.workers });
  // the one builder of the process's integrations, services and workers; the queue sends once jobs have started
  const composition = compose({
    config,
    database,
    logger,
    origin,
    secret: resolveSecret(config),
    integrations: { jobs: jobs.queue },
  });
  const { mailer } = composition.integrations;
  try {
    // a missing bucket or refused keys stop the start, instead of failing every upload later
    await composition.integrations.storage.check?.();
    claim = await claimStorage(url, config.S3_BUCKET ? "s3" : "local-disk", logger, {
      pool: database.pool,
      ownDatabase: !!embedded,
    });
    await runMigrations(database); // under the migrations' advisory lock: several processes may start together
    await jobs.start(composition.workers);
    if (opts.workers) await scheduleBackups(jobs, config);
  } catch (err) {
    await mailer.close?.();
    await claim?.release();
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    composition,
    jobs,
    origin,
    async stop() {
      await jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
      await mailer.close?.();
      await claim?.release();
      await database.close();
      await embedded?.stop();
    },
  };
}

/** BACKUP_CRON's schedule (UTC), or none: the schedule lives in the database, so an unset BACKUP_CRON removes it. */
export async function scheduleBackups(jobs: Jobs, config: Pick<Config, "BACKUP_CRON">): Promise<void> {
  if (config.BACKUP_CRON) await jobs.queue.schedule(BACKUP_QUEUE, config.BACKUP_CRON, {});
  else await jobs.boss.unschedule(BACKUP_QUEUE);
}
