import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createApp, type App } from "./app";
import { publicOrigin, type Config } from "./config";
import { createDatabase, type Database } from "./db/client";
import { EmbeddedPostgres } from "./db/embedded-postgres";
import { runMigrations } from "./db/migrate";
import { compose, mailerFromConfig, publishingDepsFromConfig } from "./composition";
import type { Mailer } from "./integrations/mail/mailer";
import { claimStorage, type StorageClaim } from "./integrations/storage/storage-claim";
import { startJobs, type Jobs } from "./jobs/boss";

export interface Runtime {
  app: App;
  database: Database;
  mailer: Mailer;
  /** The job queue (every process sends; workers run here only with JOBS_ENABLED). */
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
  /** Port the HTTP server will listen on (for the default origin). */
  port: number;
  webDir?: string;
  /** Run the job workers in this process (default: config.JOBS_ENABLED). */
  jobs?: boolean;
}

/** Database (embedded or external) -> migrations -> jobs -> app. The HTTP listener is the caller's. */
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
  const database = createDatabase(url, { preparedStatements: config.DATABASE_PREPARED_STATEMENTS });
  let claim: StorageClaim | undefined;
  let jobs: Jobs;
  const origin = publicOrigin(config, opts.port);
  // one mailer for the process: auth's mails (compose) and the notification mails (the workers)
  const mailer = mailerFromConfig(config, database, logger);
  try {
    claim = await claimStorage(url, config.S3_BUCKET ? "s3" : "local-disk", logger);
    await runMigrations(database);
    jobs = await startJobs({
      connectionString: url,
      database,
      logger,
      workers: opts.jobs ?? config.JOBS_ENABLED,
      publishing: publishingDepsFromConfig(config, resolveSecret(config)),
      mail: { mailer, appUrl: origin },
    });
  } catch (err) {
    await claim?.release();
    await database.close();
    await embedded?.stop();
    throw err;
  }
  const composition = compose({
    config,
    database,
    logger,
    origin,
    secret: resolveSecret(config),
    integrations: { jobs: jobs.queue, mailer },
  });
  const app = createApp({ ...composition, webDir: opts.webDir });
  return {
    app,
    database,
    mailer,
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
