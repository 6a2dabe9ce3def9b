import { defineModule } from "../module";
import { promptRoutes } from "./routes";
import { promptService } from "./service";

export const promptsModule = defineModule({
  name: "prompts",
  service: () => (scope) => promptService({ database: scope.database }),
  routes: promptRoutes,
});
