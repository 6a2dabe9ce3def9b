import { mailerFromConfig, publishingDepsFromConfig } from "./composition";
import { publicOrigin, WORKER_NEEDS_DATABASE_URL } from "./config";
import { createDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { claimStorage, StorageClaimError, type StorageClaim } from "./integrations/storage/storage-claim";
import { startJobs, type Jobs } from "./jobs/boss";
import { withoutQueryValues } from "./lib/log-error";
import { flushLogger } from "./lib/logger";
import { compileForBursts, configOrExit, limitHeapGrowth, onStopSignal, processLogger } from "./process";

// `npm run worker`: the job workers without the HTTP API, on the external database the app processes use
// (which then run with JOBS_ENABLED=false, or keep running workers too: pg-boss hands each job to one process).

async function main() {
  limitHeapGrowth();
  compileForBursts();
  const config = configOrExit();
  const logger = processLogger(config);
  const url = config.DATABASE_URL;
  if (!url) {
    logger.fatal(WORKER_NEEDS_DATABASE_URL);
    await flushLogger(logger);
    process.exit(78);
  }

  // publishing attempts share their claims' and ends' transactions (one connection each at a time); a connection is
  // held alone only for a failure, a media list or a first comment, never while LinkedIn answers
  const database = createDatabase(url, { max: Math.max(4, Math.ceil(config.PUBLISH_CONCURRENCY / 4)) });
  let claim: StorageClaim | undefined;
  let jobs: Jobs;
  try {
    claim = await claimStorage(url, config.S3_BUCKET ? "s3" : "local-disk", logger);
    await runMigrations(database); // under the migrations' advisory lock, like the app processes
    jobs = await startJobs({
      connectionString: url,
      database,
      logger,
      workers: true,
      // with DATABASE_URL the configuration requires AUTH_SECRET: the app processes encrypt the tokens with it
      publishing: publishingDepsFromConfig(config, config.AUTH_SECRET!),
      // links in the notification mails: APP_URL (the app processes' public address)
      mail: { mailer: mailerFromConfig(config, database, logger), appUrl: publicOrigin(config, config.PORT) },
    });
  } catch (err) {
    const e = err as Error & { code?: string };
    if (err instanceof StorageClaimError) logger.fatal(e.message);
    else logger.fatal({ code: e.code }, `start-up failed: ${withoutQueryValues(e.message)}`);
    await claim?.release();
    await database.close();
    await flushLogger(logger);
    process.exit(1);
  }
  logger.info({ pid: process.pid }, "PillarPost workers are running (no HTTP listener)");

  onStopSignal(async (signal) => {
    logger.info({ signal }, "shutting down: no new jobs, finishing jobs in flight");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    await jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
    await claim?.release();
    await database.close();
    logger.info("stopped");
    await flushLogger(logger);
    process.exit(0);
  });
}

void main();
