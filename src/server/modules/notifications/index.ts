import { defineModule } from "../module";
import { notificationRoutes } from "./routes";
import { notificationService } from "./service";
import { linkedInExpiryWorker } from "./workers/linkedin-expiry";
import { notificationMailWorker } from "./workers/notification-mail";

export const notificationsModule = defineModule({
  name: "notifications",
  service: () => (scope) => notificationService({ database: scope.database }),
  routes: notificationRoutes,
  workers: [notificationMailWorker, linkedInExpiryWorker],
});
