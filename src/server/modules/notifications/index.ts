import { defineModule } from "../module";
import { notificationRoutes } from "./routes";
import { notificationService } from "./service";

export const notificationsModule = defineModule({
  name: "notifications",
  service: () => (scope) => notificationService({ database: scope.database }),
  routes: notificationRoutes,
});
