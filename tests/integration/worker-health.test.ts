import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { startJobs, type Jobs } from "../../src/server/jobs/boss";
import { smokeWorker } from "../../src/server/jobs/workers/smoke";
import { registerDatabaseGauges } from "../../src/server/metrics/database-gauges";
import { metricsRegistry } from "../../src/server/metrics/registry";
import { startHealthServer, workerHealth, type HealthServer } from "../../src/server/worker-health";
import { freshDatabase } from "../support/fresh-database";

// GET /healthz of the workers-only process (WORKER_HEALTH_PORT): 200 while its queues are polled and the database
// answers, 503 when either is not so. The built worker serves it too (worker-process.test.ts).
const logger = pino({ level: "silent" });
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let jobs: Jobs;
const servers: HealthServer[] = [];

beforeAll(async () => {
  fresh = await freshDatabase("worker_health");
  database = createDatabase(fresh.url, { max: 3 });
  jobs = await startJobs({
    connectionString: fresh.url,
    database,
    logger,
    workers: true,
    composed: [smokeWorker.compose({})],
  });
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await jobs?.stop(1000);
  await database?.close();
  await fresh?.drop();
});

async function serve(check: Parameters<typeof startHealthServer>[0]["check"]) {
  const server = await startHealthServer({ port: 0, check, logger });
  servers.push(server);
  return (path = "/healthz") => fetch(`http://127.0.0.1:${server.port}${path}`);
}

describe("worker health", () => {
  it("answers 200 while the queues are polled and the database answers, and nothing but /healthz and /metrics", async () => {
    const get = await serve(() => workerHealth(jobs, database));
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, queues: "polling", database: "up" });
    expect((await get("/other")).status).toBe(404);
  });

  it("answers /metrics: the process's metrics with each queue's jobs and the pools, no id in any label", async () => {
    registerDatabaseGauges(metricsRegistry, database);
    const id = await jobs.queue.send("system.smoke", { echo: "later" }, { startAfterSeconds: 3600 });
    const get = await serve(() => workerHealth(jobs, database));
    const res = await get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/^pillarpost_queue_jobs\{queue="system.smoke",state="later"\} [1-9]/m);
    expect(text).toMatch(/^pillarpost_db_pool_connections\{pool="owner",state="in_use"\} \d+/m);
    expect(text).toMatch(/^pillarpost_process_cpu_seconds_total \d/m);
    expect(text).not.toContain(id!);
  });

  it("answers 503 when the database does not answer in time", async () => {
    const hung = { pool: { query: () => new Promise<never>(() => {}) } };
    const get = await serve(() => workerHealth(jobs, hung, 200));
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, queues: "polling", database: "down" });
  });

  it("answers 503 once the queues are no longer polled", async () => {
    const get = await serve(() => workerHealth(jobs, database));
    await jobs.stop(1000);
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, queues: "stopped", database: "up" });
  });
});
