import { defineModule } from "../module";
import { searchRoutes } from "./routes";
import { searchService } from "./service";

export const searchModule = defineModule({
  name: "search",
  service: () => (scope) => searchService({ database: scope.database }),
  routes: searchRoutes,
});
