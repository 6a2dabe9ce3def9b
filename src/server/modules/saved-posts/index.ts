import { SAVED_POSTS_IMPORT_PATH } from "../../../contracts/saved-posts/paths";
import { defineModule } from "../module";
import { savedPostsPages } from "./pages";
import { savedPostRoutes } from "./routes";
import { savedPostService } from "./service";

export const savedPostsModule = defineModule({
  name: "savedPosts",
  service: () => (scope) => savedPostService({ database: scope.database }),
  routes: savedPostRoutes,
  pages: savedPostsPages,
  uploadPaths: [SAVED_POSTS_IMPORT_PATH],
});
