import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { createApp, type App } from "./app";
import { publicOrigin, type Config } from "./config";
import { createDatabase, type Database } from "./db/client";
import { EmbeddedPostgres } from "./db/embedded-postgres";
import { runMigrations } from "./db/migrate";
import { compose } from "./composition";
import type { Mailer } from "./integrations/mail/mailer";
import { startJobs, stopJobs } from "./jobs/boss";

export interface Runtime {
  app: App;
  database: Database;
  mailer: Mailer;
  boss?: PgBoss;
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
  /** Start pg-boss (default: config.JOBS_ENABLED). */
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
  let boss: PgBoss | undefined;
  try {
    await runMigrations(database);
    const jobs = opts.jobs ?? config.JOBS_ENABLED;
    if (jobs) boss = await startJobs(url, logger, { workers: true });
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  const origin = publicOrigin(config, opts.port);
  const composition = compose({ config, database, logger, origin, secret: resolveSecret(config) });
  const app = createApp({ ...composition, webDir: opts.webDir });
  const { mailer } = composition.integrations;
  return {
    app,
    database,
    mailer,
    boss,
    origin,
    async stop() {
      await stopJobs(boss, config.SHUTDOWN_TIMEOUT_MS);
      await mailer.close?.();
      await database.close();
      await embedded?.stop();
    },
  };
}
