import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import type { FileStorage } from "../../src/server/integrations/storage/file-storage";
import { semaphore } from "../../src/server/lib/semaphore";
import type { CarouselExportDeps } from "../../src/server/modules/carousels/export-run";
import type { PdfPrinter } from "../../src/server/modules/carousels/pdf-printer";
import { mediaService } from "../../src/server/modules/media/service";

/**
 * The carousel export's dependencies for tests that start workers: no printer unless given (an export then fails as
 * RENDERER_MISSING), the Library's files on a local disk of their own unless a storage is given.
 */
export function testCarouselDeps(opts: { printer?: PdfPrinter; storage?: FileStorage } = {}): CarouselExportDeps {
  const storage = opts.storage ?? createLocalDiskStorage(mkdtempSync(path.join(tmpdir(), "pp-carousel-media-")));
  const processing = semaphore(1);
  return {
    printer: () => opts.printer,
    media: (scope) => mediaService({ ...scope, storage, processing, quotaBytes: null }),
  };
}
