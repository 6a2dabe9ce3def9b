import type PgBoss from "pg-boss";
import type { Logger } from "pino";

export const SMOKE_QUEUE = "system.smoke";

export interface SmokeJobData {
  echo: string;
}

/** A trivial job proving the queue end to end: it echoes its input as its output. */
export async function registerSmokeJob(boss: PgBoss, logger: Logger): Promise<void> {
  await boss.createQueue(SMOKE_QUEUE);
  await boss.work<SmokeJobData>(SMOKE_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    logger.debug({ jobId: job.id }, "smoke job ran");
    return { echo: job.data.echo, ranAt: new Date().toISOString() };
  });
}
