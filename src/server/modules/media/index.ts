import { semaphore } from "../../lib/semaphore";
import { defineModule } from "../module";
import { MEDIA_UPLOAD_PATH, mediaRoutes } from "./routes";
import { mediaService } from "./service";

export const mediaModule = defineModule({
  name: "media",
  service: ({ config, integrations }) => {
    // one per process: every request's uploads wait their turn in it
    const processing = semaphore(config.MEDIA_PROCESSING_CONCURRENCY);
    const quotaBytes = config.WORKSPACE_STORAGE_QUOTA_MB ? config.WORKSPACE_STORAGE_QUOTA_MB * 1_000_000 : null;
    return (scope) =>
      mediaService({
        database: scope.database,
        storage: integrations.storage,
        logger: scope.logger,
        processing,
        quotaBytes,
      });
  },
  routes: mediaRoutes,
  uploadPaths: [MEDIA_UPLOAD_PATH],
});
