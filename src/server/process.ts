import type { Logger } from "pino";
import { ConfigError, loadConfig, type Config } from "./config";
import { loggableError, routeConsoleToLogger } from "./lib/log-error";
import { createLogger } from "./lib/logger";

// What both entries (index.ts: the app, worker.ts: the workers only) do before and around their work.

/** The configuration, or exit 78 (EX_CONFIG) with a message naming each bad variable. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      createLogger("info", { stderr: true }).fatal(err.message);
      process.exit(78);
    }
    throw err;
  }
}

/** The process's JSON logger; nothing else reaches stdout/stderr. */
export function processLogger(config: Config): Logger {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== "production";
  const logger = createLogger(config.LOG_LEVEL, { pretty, buffered: !pretty });
  // buffered lines reach the output at most a second late, even when the app is quiet
  if (!pretty) setInterval(() => logger.flush(), 1000).unref();
  // nothing reaches stdout/stderr outside the JSON logger: libraries that print, and failures nobody awaited
  routeConsoleToLogger(logger);
  process.on("unhandledRejection", (reason) =>
    logger.error({ error: loggableError(reason) }, "unhandled promise rejection"),
  );
  return logger;
}

/** Runs `stop` once on SIGTERM or SIGINT. */
export function onStopSignal(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
  };
  process.on("SIGTERM", () => handler("SIGTERM"));
  process.on("SIGINT", () => handler("SIGINT"));
}
