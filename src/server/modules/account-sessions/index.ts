import { defineModule } from "../module";
import { accountSessionRoutes } from "./routes";
import { accountSessionsService } from "./service";

/** `/api/account/sessions`: the devices signed in to the account, and signing them out. */
export const accountSessionsModule = defineModule({
  name: "accountSessions",
  service: (deps) => (scope) =>
    accountSessionsService({ database: scope.database, sessionPublicId: deps.sessionPublicId, limits: deps.limits }),
  routes: accountSessionRoutes,
});
