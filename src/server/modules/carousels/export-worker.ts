import { defineWorker } from "../../jobs/worker";
import { runCarouselExport } from "./export-run";

/** Prints carousels to PDF (./export-run.ts), one at a time per process: one browser, one print page. */
export const carouselExportWorker = defineWorker({
  queue: "carousels.export",
  pollingIntervalSeconds: 1,
  needs: ["database", "carousels"],
  async run(data, { log }, { database, carousels }) {
    return runCarouselExport(
      { ...carousels, database, log },
      { userId: data.userId, workspaceId: data.workspaceId },
      data.exportId,
    );
  },
});
