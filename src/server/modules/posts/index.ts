import { defineModule } from "../module";
import { postRoutes } from "./routes";
import { postService } from "./service";

export const postsModule = defineModule({
  name: "posts",
  service: () => (scope) => postService({ database: scope.database }),
  routes: postRoutes,
});
