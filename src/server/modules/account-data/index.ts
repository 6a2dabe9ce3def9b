import { defineModule } from "../module";
import { accountExportCleanupWorker } from "./cleanup-worker";
import { accountExportWorker } from "./export-worker";
import { accountDataRoutes } from "./routes";
import { accountDataService } from "./service";

/** "Export my data" (docs/architecture/account-export.md): its own routes, job and clean-up. */
export const accountDataModule = defineModule({
  name: "accountData",
  service:
    ({ integrations, limits, clock }) =>
    (scope) =>
      accountDataService({
        database: scope.database,
        jobs: integrations.jobs,
        storage: integrations.storage,
        limits,
        clock,
      }),
  routes: accountDataRoutes,
  workers: [accountExportWorker, accountExportCleanupWorker],
});
