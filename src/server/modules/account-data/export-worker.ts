import { defineWorker } from "../../jobs/worker";
import { runAccountExport } from "./export-run";

/** Builds "Export my data" zips (./export-run.ts), one at a time per process. */
export const accountExportWorker = defineWorker({
  queue: "account-data.export",
  pollingIntervalSeconds: 2,
  needs: ["database", "accountData"],
  async run(data, { log }, { database, accountData }) {
    return runAccountExport({ ...accountData, database, log }, data.userId, data.exportId);
  },
});
