import { LINKEDIN_CONNECT_CALLBACK_PATH } from "../../../contracts/linkedin/paths";
import { defineModule } from "../module";
import { linkedInRoutes } from "./routes";
import { linkedInService } from "./service";
import { linkedinShellData } from "./shell-data";

export const linkedinModule = defineModule({
  name: "linkedin",
  service:
    ({ origin, integrations, linkedinTokens, linkedinApiVersion }) =>
    (scope) =>
      linkedInService({
        database: scope.database,
        logger: scope.logger,
        client: integrations.linkedinConnect,
        cipher: linkedinTokens,
        redirectUri: `${origin}${LINKEDIN_CONNECT_CALLBACK_PATH}`,
        apiVersion: linkedinApiVersion,
      }),
  routes: linkedInRoutes,
  shellData: linkedinShellData,
});
