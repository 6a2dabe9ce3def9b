import { z } from "zod";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthSchema = z.object({ status: z.enum(["ok", "error"]), db: z.enum(["up", "down"]) });
export type Health = z.infer<typeof healthSchema>;
