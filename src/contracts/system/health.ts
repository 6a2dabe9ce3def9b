import { z } from "zod";
import { linkedinApiVersionSchema } from "../linkedin/schemas";

/**
 * GET /api/health: 200 when the database answers, 503 when it does not. `linkedinApiVersion` says when the
 * LinkedIn-Version sent is retired (state `retiring` 60 days before): a monitor can alert on it.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "error"]).describe("ok when every dependency answers (the status code says the same)"),
  db: z.enum(["up", "down"]).describe("Whether the database answered"),
  linkedinApiVersion: linkedinApiVersionSchema,
  lastBackupAt: z
    .string()
    .nullable()
    .describe("When the last scheduled backup (BACKUP_CRON) ended, ISO 8601; null: none in pg-boss's retention"),
});
export type Health = z.infer<typeof healthSchema>;
