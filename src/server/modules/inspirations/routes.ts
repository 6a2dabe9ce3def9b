import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/inspirations/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { InspirationService } from "./service";

export function inspirationRoutes(deps: { inspirations: Scoped<InspirationService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.inspirations(c.var);

  app.openapi(endpointRoute(E.listInspirationFavourites), async (c) => c.json(await service(c).list(c.var.actor), 200));
  app.openapi(endpointRoute(E.addInspirationFavourite), async (c) =>
    c.json(await service(c).add(c.var.actor, c.req.valid("param").patternId), 200),
  );
  app.openapi(endpointRoute(E.removeInspirationFavourite), async (c) =>
    c.json(await service(c).remove(c.var.actor, c.req.valid("param").patternId), 200),
  );
  return app;
}
