import { z } from "zod";
import { defineQueue } from "../../jobs/queue-definition";

/** The account data's queues (composed in jobs/queues.ts; workers: ./export-worker.ts, ./cleanup-worker.ts). */
export const ACCOUNT_DATA_QUEUES = {
  /** Builds one "Export my data" zip into storage (./export-run.ts). */
  "account-data.export": defineQueue({
    payload: z.object({ exportId: z.string().uuid(), userId: z.string().min(1).max(200) }).strict(),
    // a dead worker's export runs again from the start (the zip appears whole or not at all)
    options: { retryLimit: 1, retryDelay: 30 },
  }),
  /** Removes expired exports, their zip first (hourly at :37). */
  "account-data.cleanup": defineQueue({
    payload: z.object({}).strict(),
    options: { retryLimit: 2, retryDelay: 60 },
    schedule: { cron: "37 * * * *", data: {} },
  }),
};
