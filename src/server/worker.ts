import { WORKER_NEEDS_DATABASE_URL } from "./config";
import { flushLogger } from "./lib/logger";
import { compileForBursts, configOrExit, limitHeapGrowth, processLogger, warnOfLinkedInVersion } from "./process";
import { startProcess } from "./start-process";

// `npm run worker`: the job workers without the HTTP API, on the external database the app processes use
// (which then run with JOBS_ENABLED=false, or keep running workers too: pg-boss hands each job to one process).
// With WORKER_HEALTH_PORT, GET /healthz on loopback tells a live worker from a hung one.

async function main() {
  limitHeapGrowth();
  compileForBursts();
  const config = configOrExit();
  const logger = processLogger(config);
  warnOfLinkedInVersion(config, logger);
  if (!config.DATABASE_URL) {
    logger.fatal(WORKER_NEEDS_DATABASE_URL);
    await flushLogger(logger);
    process.exit(78);
  }
  // with DATABASE_URL the configuration requires AUTH_SECRET: the app processes encrypt the tokens with it
  await startProcess({ config, logger, http: null, workers: true });
}

void main();
