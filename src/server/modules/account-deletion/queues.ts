import { z } from "zod";
import { defineQueue } from "../../jobs/queue-definition";

/** The account deletion's queue (composed in jobs/queues.ts; worker: ./files-worker.ts). */
export const ACCOUNT_DELETION_QUEUES = {
  /** Empties the storage folders of a deleted account that could not be emptied at once (./files.ts). */
  "account-deletion.files": defineQueue({
    payload: z
      .object({
        folders: z
          .array(z.string().regex(/^(avatars|account-exports|media)\/[A-Za-z0-9_-]{1,200}\/$/))
          .min(1)
          .max(1000),
      })
      .strict(),
    options: { retryLimit: 10, retryDelay: 300 },
  }),
};
