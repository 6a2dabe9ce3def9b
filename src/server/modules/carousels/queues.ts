import { z } from "zod";
import { defineQueue } from "../../jobs/queue-definition";

/** The carousels' queues (composed in jobs/queues.ts; the worker: ./export-worker.ts). */
export const CAROUSEL_QUEUES = {
  /** Prints one export of a carousel to PDF and files it in the Library (./export-run.ts). */
  "carousels.export": defineQueue({
    payload: z
      .object({ exportId: z.string().uuid(), userId: z.string().min(1).max(200), workspaceId: z.string().uuid() })
      .strict(),
    // a dead worker's export runs again (the run is idempotent); a failure is the export's status, not a retry
    options: { retryLimit: 1, retryDelay: 5 },
  }),
};
