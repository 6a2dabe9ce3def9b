import type { Server } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp } from "./app";
import type { Config } from "./config";
import { EmbeddedPostgresError } from "./db/embedded-postgres";
import { DatabaseSettingError } from "./db/from-config";
import { closeAfterAnswer } from "./http/close-after-answer";
import { silentConnections } from "./http/silent-connections";
import { StorageCheckError } from "./integrations/storage/file-storage";
import { StorageClaimError } from "./integrations/storage/storage-claim";
import { loggableError, withoutQueryValues } from "./lib/log-error";
import { flushLogger } from "./lib/logger";
import { onStopSignal } from "./process";
import { startRuntime, type Runtime } from "./runtime";
import { startHealthServer, workerHealth, type HealthServer } from "./worker-health";

/** How long an idle keep-alive connection stays open (see serveHttp). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface ProcessOptions {
  config: Config;
  logger: Logger;
  /** Serve the app on HOST:PORT (index.ts), or no HTTP API at all (worker.ts: the health port only). */
  http: { webDir: string } | null;
  /** Run the job workers here (JOBS_ENABLED in the app; always in the workers-only process). */
  workers: boolean;
}

/** A start-up failure: its message, and the exit code (78, EX_CONFIG, for a setting to change). */
async function exitOnStartFailure(err: unknown, logger: Logger): Promise<never> {
  if (err instanceof DatabaseSettingError || err instanceof StorageCheckError) {
    logger.fatal(err.message);
    await flushLogger(logger);
    process.exit(78); // EX_CONFIG, like a bad variable
  }
  if (err instanceof EmbeddedPostgresError || err instanceof StorageClaimError) {
    logger.fatal(err.message);
  } else {
    const e = err as Error & { code?: string };
    logger.fatal({ code: e.code }, `start-up failed: ${withoutQueryValues(e.message)}`);
  }
  await flushLogger(logger);
  process.exit(1);
}

/**
 * The one start of both entries: the runtime (database, migrations, compose, jobs), then the app's HTTP listener or
 * the workers' health port, and one shutdown on SIGTERM/SIGINT (no new connections or jobs, those in flight finished
 * up to SHUTDOWN_TIMEOUT_MS).
 */
export async function startProcess(opts: ProcessOptions): Promise<void> {
  const { config, logger } = opts;
  let runtime: Runtime;
  try {
    runtime = await startRuntime({
      config,
      logger,
      port: config.PORT,
      entry: opts.http ? "app" : "worker",
      workers: opts.workers,
    });
  } catch (err) {
    return exitOnStartFailure(err, logger);
  }

  let closeListener: () => Promise<void>;
  if (opts.http) {
    closeListener = serveHttp(runtime, opts.http.webDir, config, logger);
  } else {
    let health: HealthServer | undefined;
    if (config.WORKER_HEALTH_PORT) {
      const { jobs, composition } = runtime;
      health = await startHealthServer({
        port: config.WORKER_HEALTH_PORT,
        check: () => workerHealth(jobs, composition.database),
        logger,
      }).catch(async (err: NodeJS.ErrnoException) => {
        logger.fatal(
          err.code === "EADDRINUSE"
            ? `port ${config.WORKER_HEALTH_PORT} is in use: set WORKER_HEALTH_PORT to a free port`
            : err.message,
        );
        await runtime.stop();
        await flushLogger(logger);
        process.exit(1);
      });
    }
    logger.info(
      { pid: process.pid, worker: runtime.jobs.worker, healthPort: health?.port ?? null },
      "PillarPost workers are running (no HTTP listener)",
    );
    closeListener = async () => health?.close();
  }

  onStopSignal(async (signal) => {
    logger.info(
      { signal },
      opts.http
        ? "shutting down: no new connections, finishing requests in flight"
        : "shutting down: no new jobs, finishing jobs in flight",
    );
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    await closeListener();
    await runtime.stop();
    logger.info("stopped");
    await flushLogger(logger);
    process.exit(0);
  });
}

/** The app on HOST:PORT; answers what closes it (no new connections, requests in flight finished). */
function serveHttp(runtime: Runtime, webDir: string, config: Config, logger: Logger): () => Promise<void> {
  const { composition } = runtime;
  const app = createApp({ ...composition, webDir });
  const { mailer } = composition.integrations;
  const server: ServerType = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { url: runtime.origin, port: info.port, mail: mailer.kind, jobWorkers: runtime.jobs.workers },
      "PillarPost is listening",
    );
    if (mailer.kind === "outbox") logger.info(`no SMTP_URL: mails are kept at ${runtime.origin}/dev/mailbox`);
    // what works with the AI server, said once at start (it answers in the background: the app is already up)
    composition.services.aiConnection
      .logAtStart(logger)
      .catch((err: unknown) => logger.error({ error: loggableError(err) }, "AI server check failed"));
  });
  // Idle keep-alive connections stay open longer than the idle timeout of the proxies put in front (60 s is the
  // usual one): with Node's 5 s, a proxy or client reusing a connection as the server closes it gets a reset.
  const http1 = server as unknown as Server;
  http1.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  http1.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const silent = silentConnections(http1);
  const lastAnswers = closeAfterAnswer(http1);
  server.on("error", async (err: NodeJS.ErrnoException) => {
    logger.fatal(err.code === "EADDRINUSE" ? `port ${config.PORT} is in use: set PORT to a free port` : err.message);
    await runtime.stop();
    await flushLogger(logger);
    process.exit(1);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // idle keep-alive connections, and those that never sent a request, would hold close() open
      http1.closeIdleConnections();
      silent.close();
      // and so would a connection busy now, kept alive after its answer
      lastAnswers.start();
    });
}
