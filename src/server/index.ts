import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config";
import { EmbeddedPostgresError } from "./db/embedded-postgres";
import { loggableError, routeConsoleToLogger, withoutQueryValues } from "./lib/log-error";
import { createLogger, flushLogger } from "./lib/logger";
import { startRuntime, type Runtime } from "./runtime";

function webDir(): string {
  // dist/server/index.js -> dist/web ; src/server/index.ts (dev) -> dist/web
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "dist"
    ? path.join(here, "..", "web")
    : path.join(here, "..", "..", "dist", "web");
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      createLogger("info", { stderr: true }).fatal(err.message);
      process.exit(78);
    }
    throw err;
  }
  const pretty = process.stdout.isTTY && config.NODE_ENV !== "production";
  const logger = createLogger(config.LOG_LEVEL, { pretty, buffered: !pretty });
  // buffered lines reach the output at most a second late, even when the app is quiet
  if (!pretty) setInterval(() => logger.flush(), 1000).unref();
  // nothing reaches stdout/stderr outside the JSON logger: libraries that print, and failures nobody awaited
  routeConsoleToLogger(logger);
  process.on("unhandledRejection", (reason) =>
    logger.error({ error: loggableError(reason) }, "unhandled promise rejection"),
  );

  let runtime: Runtime;
  try {
    runtime = await startRuntime({ config, logger, port: config.PORT, webDir: webDir() });
  } catch (err) {
    if (err instanceof EmbeddedPostgresError) {
      logger.fatal(err.message);
    } else {
      const e = err as Error & { code?: string };
      logger.fatal({ code: e.code }, `start-up failed: ${withoutQueryValues(e.message)}`);
    }
    await flushLogger(logger);
    process.exit(1);
  }

  const server: ServerType = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ url: runtime.origin, port: info.port, mail: runtime.mailer.kind }, "PillarPost is listening");
    if (runtime.mailer.kind === "outbox") logger.info(`no SMTP_URL: mails are kept at ${runtime.origin}/dev/mailbox`);
  });
  server.on("error", async (err: NodeJS.ErrnoException) => {
    logger.fatal(err.code === "EADDRINUSE" ? `port ${config.PORT} is in use: set PORT to a free port` : err.message);
    await runtime.stop();
    await flushLogger(logger);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
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
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

void main();
