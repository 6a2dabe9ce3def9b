import { defineModule } from "../module";
import { schedulingRoutes } from "./routes";
import { schedulingService } from "./service";

export const schedulingModule = defineModule({
  name: "scheduling",
  service: () => (scope) => schedulingService({ database: scope.database }),
  routes: schedulingRoutes,
});
