import { defineWorker } from "../../jobs/worker";
import { cleanUpExports } from "./cleanup";

/** Removes expired exports, zip and row (./cleanup.ts), hourly. */
export const accountExportCleanupWorker = defineWorker({
  queue: "account-data.cleanup",
  needs: ["system", "accountData"],
  async run(_data, _job, { system, accountData }) {
    return cleanUpExports(system, accountData.storage, (accountData.clock ?? (() => new Date()))());
  },
});
