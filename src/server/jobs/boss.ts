import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { loggableError } from "../lib/log-error";
import { registerSmokeJob } from "./smoke";

/** pg-boss on the app's database (schema "pgboss"). Several app processes may run workers at once. */
export async function startJobs(connectionString: string, logger: Logger, opts: { workers: boolean }): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 4 });
  boss.on("error", (err) => logger.error({ error: loggableError(err) }, "job queue error"));
  await boss.start();
  if (opts.workers) await registerSmokeJob(boss, logger);
  return boss;
}

export async function stopJobs(boss: PgBoss | undefined, timeoutMs: number): Promise<void> {
  if (!boss) return;
  // graceful: waits for running jobs up to the timeout, then closes its pool
  await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
}
