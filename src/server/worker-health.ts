import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { Jobs } from "./jobs/boss";
import { metricsRegistry } from "./metrics/registry";

/** How long the database has to answer a health check's `SELECT 1`. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export interface WorkerHealth {
  ok: boolean;
  /** Every worker's queue polled here and the lease renewed (jobs/boss.ts `polling`). */
  queues: "polling" | "stopped";
  database: "up" | "down";
}

/** What GET /healthz answers: both the queues and the database, checked at the time of the request. */
export async function workerHealth(
  jobs: Pick<Jobs, "polling">,
  database: { pool: Pick<Database["pool"], "query"> },
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<WorkerHealth> {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    database.pool.query("SELECT 1").then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  const queues = jobs.polling() ? "polling" : "stopped";
  const db = answered ? "up" : "down";
  return { ok: queues === "polling" && db === "up", queues, database: db };
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The workers-only process's health endpoint (WORKER_HEALTH_PORT): GET /healthz answers 200 or 503 with what was
 * checked, and GET /metrics the process's metrics (Prometheus text format), on loopback only (an orchestrator's
 * probe and a scraper run beside the process; nothing else is served).
 */
export async function startHealthServer(opts: {
  port: number;
  check: () => Promise<WorkerHealth>;
  logger: Logger;
}): Promise<HealthServer> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split("?")[0];
    if (req.method === "GET" && path === "/metrics") {
      metricsRegistry.metrics().then(
        (text) =>
          res.writeHead(200, { "content-type": metricsRegistry.contentType, "cache-control": "no-store" }).end(text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (req.method !== "GET" || path !== "/healthz") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    opts.check().then(
      (health) => {
        res.writeHead(health.ok ? 200 : 503, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify(health));
      },
      () => res.writeHead(503, { "content-type": "application/json" }).end('{"ok":false}'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
