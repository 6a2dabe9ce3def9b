import { defineModule } from "../module";
import { inspirationsPages } from "./pages";
import { inspirationRoutes } from "./routes";
import { inspirationService } from "./service";

export const inspirationsModule = defineModule({
  name: "inspirations",
  service: () => (scope) => inspirationService({ database: scope.database }),
  routes: inspirationRoutes,
  pages: inspirationsPages,
});
