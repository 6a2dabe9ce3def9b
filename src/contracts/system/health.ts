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
});
export type Health = z.infer<typeof healthSchema>;
