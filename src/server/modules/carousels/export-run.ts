import type { Logger } from "pino";
import {
  carouselDesignSchema,
  designImageIds,
  type CarouselDesign,
  type CarouselExportError,
} from "../../../contracts/carousels/schemas";
import { withUser, type Database } from "../../db/client";
import type { JobActor } from "../../jobs/worker";
import { AppError } from "../../lib/errors";
import { loggableError } from "../../lib/log-error";
import type { Scoped } from "../../lib/request-scope";
import type { MediaService } from "../media/service";
import { carouselPdf } from "./carousel-pdf";
import type { PdfPrinter, PrintImage } from "./pdf-printer";
import * as q from "./queries";

/** What an export needs besides the database: the process's printer (undefined without Chromium) and the Library. */
export interface CarouselExportDeps {
  printer: () => PdfPrinter | undefined;
  media: Scoped<MediaService>;
}

/** The Library's refusals of a PDF, as the export's reasons. */
function exportErrorOf(err: unknown): CarouselExportError | undefined {
  if (!(err instanceof AppError)) return undefined;
  if (err.code === "MEDIA_QUOTA_EXCEEDED") return "STORAGE_FULL";
  if (err.code.startsWith("MEDIA_")) return "PDF_INVALID";
  return undefined;
}

/** The design's images read from the Library as the job's actor (row-level security: only the workspace's own). */
async function readImages(
  media: MediaService,
  actor: JobActor,
  design: CarouselDesign,
): Promise<Map<string, PrintImage> | undefined> {
  const images = new Map<string, PrintImage>();
  for (const id of designImageIds(design)) {
    const file = await media.get(actor, id).catch(() => undefined);
    if (!file || file.kind !== "image") return undefined;
    const { body, contentType } = await media.read(actor, id, "file");
    images.set(id, { bytes: new Uint8Array(await new Response(body).arrayBuffer()), contentType });
  }
  return images;
}

/**
 * Prints one export (its design as it was asked) and files the PDF in the Library under the export's own id, then
 * marks the export done or failed with why. Idempotent: an export already done or failed is left alone, and a
 * second run of one whose file is already in the Library only records it.
 */
export async function runCarouselExport(
  deps: CarouselExportDeps & { database: Database; log: Logger },
  actor: JobActor,
  exportId: string,
): Promise<{ status: "done" | "failed" | "skipped"; error?: CarouselExportError }> {
  const { database, log } = deps;
  const claimed = await withUser(database, actor, (db) => q.claimExport(db, exportId));
  if (!claimed) return { status: "skipped" };
  const media = deps.media({ database, logger: log });
  const fail = async (error: CarouselExportError) => {
    await withUser(database, actor, (db) => q.finishExport(db, exportId, { status: "failed", error }));
    return { status: "failed" as const, error };
  };
  const done = async (mediaId: string) => {
    await withUser(database, actor, (db) => q.finishExport(db, exportId, { status: "done", mediaId }));
    return { status: "done" as const };
  };

  const filed = await media.get(actor, exportId).catch(() => undefined);
  if (filed) return done(filed.id);
  const printer = deps.printer();
  if (!printer) return fail("RENDERER_MISSING");
  const design = carouselDesignSchema.parse(claimed.design);
  const images = await readImages(media, actor, design);
  if (!images) return fail("IMAGE_MISSING");
  let pdf: Uint8Array;
  try {
    pdf = (await carouselPdf(printer, design, claimed.lang, images)).pdf;
  } catch (err) {
    log.warn({ err: loggableError(err), exportId }, "carousel not printed");
    return fail("RENDER_FAILED");
  }
  try {
    const file = await media.upload(actor, { id: exportId, name: `${claimed.title}.pdf`, bytes: pdf });
    return done(file.id);
  } catch (err) {
    const reason = exportErrorOf(err);
    if (!reason) throw err; // the database or the storage: the job's retry
    return fail(reason);
  }
}
