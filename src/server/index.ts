import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { EmbeddedPostgresError } from "./db/embedded-postgres";
import { StorageClaimError } from "./integrations/storage/storage-claim";
import { withoutQueryValues } from "./lib/log-error";
import { flushLogger } from "./lib/logger";
import { configOrExit, limitHeapGrowth, onStopSignal, processLogger } from "./process";
import { startRuntime, type Runtime } from "./runtime";

/** How long an idle keep-alive connection stays open (see main). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function webDir(): string {
  // dist/server/index.js -> dist/web ; src/server/index.ts (dev) -> dist/web
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "dist"
    ? path.join(here, "..", "web")
    : path.join(here, "..", "..", "dist", "web");
}

async function main() {
  limitHeapGrowth();
  const config = configOrExit();
  const logger = processLogger(config);

  let runtime: Runtime;
  try {
    runtime = await startRuntime({ config, logger, port: config.PORT, webDir: webDir() });
  } catch (err) {
    if (err instanceof EmbeddedPostgresError || err instanceof StorageClaimError) {
      logger.fatal(err.message);
    } else {
      const e = err as Error & { code?: string };
      logger.fatal({ code: e.code }, `start-up failed: ${withoutQueryValues(e.message)}`);
    }
    await flushLogger(logger);
    process.exit(1);
  }

  const server: ServerType = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { url: runtime.origin, port: info.port, mail: runtime.mailer.kind, jobWorkers: runtime.jobs.workers },
      "PillarPost is listening",
    );
    if (runtime.mailer.kind === "outbox") logger.info(`no SMTP_URL: mails are kept at ${runtime.origin}/dev/mailbox`);
  });
  // Idle keep-alive connections stay open longer than the idle timeout of the proxies put in front (60 s is the
  // usual one): with Node's 5 s, a proxy or client reusing a connection as the server closes it gets a reset.
  const http1 = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http1.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  http1.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  server.on("error", async (err: NodeJS.ErrnoException) => {
    logger.fatal(err.code === "EADDRINUSE" ? `port ${config.PORT} is in use: set PORT to a free port` : err.message);
    await runtime.stop();
    await flushLogger(logger);
    process.exit(1);
  });

  onStopSignal(async (signal) => {
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // idle keep-alive sockets would hold close() open
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    await runtime.stop();
    logger.info("stopped");
    await flushLogger(logger);
    process.exit(0);
  });
}

void main();
