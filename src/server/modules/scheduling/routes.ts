import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/scheduling/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { SchedulingService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function schedulingRoutes(deps: { scheduling: Scoped<SchedulingService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.scheduling(c.var);

  // before /api/posting-slots/{…} routes, should any come: "suggested" is a fixed path
  app.openapi(endpointRoute(E.suggestPostingSlots), async (c) => c.json(await service(c).suggest(c.var.actor), 200));
  app.openapi(endpointRoute(E.listPostingSlots), async (c) => c.json(await service(c).list(c.var.actor), 200));
  app.openapi(endpointRoute(E.replacePostingSlots), async (c) =>
    c.json(await service(c).replace(c.var.actor, c.req.valid("json")), 200),
  );
  return app;
}
