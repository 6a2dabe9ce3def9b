import { defineModule } from "../module";
import { AVATAR_UPLOAD_PATH, profileRoutes } from "./routes";
import { profileService } from "./service";

export const profileModule = defineModule({
  name: "profile",
  service:
    ({ integrations, auth }) =>
    (scope) =>
      profileService({ database: scope.database, storage: integrations.storage, auth, logger: scope.logger }),
  routes: profileRoutes,
  uploadPaths: [AVATAR_UPLOAD_PATH],
});
