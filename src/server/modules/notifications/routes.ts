import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/notifications/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { NotificationService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function notificationRoutes(deps: { notifications: Scoped<NotificationService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.notifications(c.var);

  app.openapi(endpointRoute(E.listNotifications), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.markNotificationRead), async (c) =>
    c.json(await service(c).markRead(c.var.actor, c.req.valid("param").id), 200),
  );
  app.openapi(endpointRoute(E.markAllNotificationsRead), async (c) =>
    c.json(await service(c).markAllRead(c.var.actor), 200),
  );
  app.openapi(endpointRoute(E.getNotificationPreferences), async (c) =>
    c.json(await service(c).preferences(c.var.actor), 200),
  );
  app.openapi(endpointRoute(E.updateNotificationPreferences), async (c) =>
    c.json(await service(c).updatePreferences(c.var.actor, c.req.valid("json")), 200),
  );
  return app;
}
