import { defineModule } from "../module";
import { accountDeletionFilesWorker } from "./files-worker";
import { accountDeletionRoutes } from "./routes";
import { accountDeletionService } from "./service";

/** "Delete my account" (docs/architecture/account-deletion.md): its routes, and the retry of files left behind. */
export const accountDeletionModule = defineModule({
  name: "accountDeletion",
  service: ({ integrations, limits, clock, auth }) => {
    const passwords = async () => (await auth.$context).password;
    return (scope) =>
      accountDeletionService({
        database: scope.database,
        logger: scope.logger,
        mailer: integrations.mailer,
        storage: integrations.storage,
        jobs: integrations.jobs,
        limits,
        passwords,
        clock,
      });
  },
  routes: accountDeletionRoutes,
  workers: [accountDeletionFilesWorker],
});
