import { z } from "zod";

export const accountExportStatusSchema = z.enum(["queued", "running", "done", "failed"]);

export const accountExportSchema = z.object({
  id: z.string().uuid(),
  status: accountExportStatusSchema,
  /** Entries written so far out of those planned (tables, then files): the progress bar. */
  doneItems: z.number().int().min(0),
  totalItems: z.number().int().min(0),
  /** The zip's size in bytes once done. */
  size: z.number().int().min(0).nullable(),
  createdAt: z.string().datetime({ offset: true }),
  /** Until when the zip can be downloaded (done exports only). */
  expiresAt: z.string().datetime({ offset: true }).nullable(),
  expired: z.boolean(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportResponseSchema = z.object({ export: accountExportSchema });
export const latestAccountExportResponseSchema = z.object({ export: accountExportSchema.nullable() });

export const accountExportParamsSchema = z.object({
  id: z.string().max(100).describe("The export's id; 404 when the signed-in user has none with it"),
});
