import { defineModule } from "../module";
import { calendarRoutes } from "./routes";
import { calendarService } from "./service";

export const calendarModule = defineModule({
  name: "calendar",
  service: () => (scope) => calendarService({ database: scope.database }),
  routes: calendarRoutes,
});
