import { defineModule } from "../module";
import { publishingRoutes } from "./routes";
import { publishingService } from "./service";
import { publishWorker } from "./workers/publish";
import { publishSweepWorker } from "./workers/publish-sweep";

export const publishingModule = defineModule({
  name: "publishing",
  service:
    ({ integrations, linkedinTokens }) =>
    (scope) =>
      publishingService({
        database: scope.database,
        jobs: integrations.jobs,
        linkedin: { publisher: integrations.linkedin, cipher: linkedinTokens },
        logger: scope.logger,
      }),
  routes: publishingRoutes,
  workers: [publishWorker, publishSweepWorker],
});
