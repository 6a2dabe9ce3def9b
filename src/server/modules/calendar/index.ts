import { defineModule } from "../module";
import { calendarPages } from "./pages";
import { calendarRoutes } from "./routes";
import { calendarService } from "./service";

export const calendarModule = defineModule({
  name: "calendar",
  service: () => (scope) => calendarService({ database: scope.database }),
  routes: calendarRoutes,
  pages: calendarPages,
});
