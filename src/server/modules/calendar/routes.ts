import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/calendar/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { CalendarService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function calendarRoutes(deps: { calendar: Scoped<CalendarService> }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(E.listCalendar), async (c) =>
    c.json({ posts: await deps.calendar(c.var).list(c.var.actor, c.req.valid("query")) }, 200),
  );
  return app;
}
