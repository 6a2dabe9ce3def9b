import type { LinkedInVersionStatus } from "../../../contracts/linkedin/api-version";
import type { Config } from "../../config";
import { defineModule } from "../module";
import { clientConfigRoutes } from "./client-config";
import { systemRoutes } from "./routes";

/** Health and the client configuration (the dev mailbox is app.ts's: mounted only with the outbox mailer). */
export const systemModule = defineModule({
  name: "system",
  routes: (deps: { linkedinApiVersion: () => LinkedInVersionStatus; config: Config }) => [
    systemRoutes(deps),
    clientConfigRoutes(deps.config),
  ],
});
