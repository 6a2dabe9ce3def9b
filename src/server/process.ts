import v8 from "node:v8";
import type { Logger } from "pino";
import { linkedInVersionStatus } from "../contracts/linkedin/api-version";
import { ConfigError, loadConfig, type Config } from "./config";
import { loggableError, routeConsoleToLogger } from "./lib/log-error";
import { createLogger } from "./lib/logger";

// What the entries (index.ts: the app, worker.ts: the workers only) do before and around their work.

/**
 * Keeps the heap at most twice what the last full collection left, instead of V8's up to four times. Under load the
 * app promotes ~20 MB/s of short-lived objects to the old generation; with ~58 MB live (the page renderer loaded),
 * V8 let it reach ~250 MB before collecting, 350 MB of RSS. At twice, 220 MB, with no measurable cost in throughput
 * or CPU (`npm run bench:api`, 2026-11-27). V8 reads the factor at each full collection, so it holds when set at
 * run time, whatever starts the process.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString("--heap-growing-percent=100");
}

/**
 * The workers-only process (worker.ts) compiles without inlining. It sits idle until posts come due, then publishes
 * them in a burst (10,000 at 09:00) on a cold V8: over such a drain its optimizing compiler took 24% of its CPU
 * (`perf`, `npm run bench:publish`). Without inlining it compiles smaller graphs: 5% less CPU per post and a p99 lag
 * 0.15-0.5 s shorter in 2026-11-27's interleaved runs, what its I/O-bound jobs give up in peak speed being no loss.
 * V8 reads the flag at each compilation, so it holds when set before the work starts.
 */
export function compileForBursts(): void {
  v8.setFlagsFromString("--no-turbo-inlining");
}

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

/**
 * Says at start when LinkedIn retires (or has retired) the LinkedIn-Version this process sends: from that day every
 * call fails "Requested version … is not active", so nothing is published until LINKEDIN_API_VERSION is changed.
 */
export function warnOfLinkedInVersion(config: Config, logger: Logger, now: Date = new Date()): void {
  const status = linkedInVersionStatus(config.LINKEDIN_API_VERSION, now);
  if (status.state === "current") return;
  const fix = "set LINKEDIN_API_VERSION to a recent version (YYYYMM, see LinkedIn's API versioning page) and restart";
  if (status.state === "retiring")
    logger.warn(
      { linkedinApiVersion: status },
      `LinkedIn retires API version ${status.version} around ${status.retiresAround}: from then no post is published; ${fix}`,
    );
  else
    logger.error(
      { linkedinApiVersion: status },
      `LinkedIn API version ${status.version} was retired around ${status.retiresAround}: posts cannot be published; ${fix}`,
    );
}
