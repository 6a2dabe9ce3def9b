import { defineModule } from "../module";
import { notificationRoutes } from "./routes";
import { notificationService } from "./service";
import { notificationsShellData } from "./shell-data";
import { linkedInExpiryWorker } from "./workers/linkedin-expiry";
import { notificationMailWorker } from "./workers/notification-mail";

export const notificationsModule = defineModule({
  name: "notifications",
  service: () => (scope) => notificationService({ database: scope.database }),
  routes: notificationRoutes,
  shellData: notificationsShellData,
  workers: [notificationMailWorker, linkedInExpiryWorker],
});
