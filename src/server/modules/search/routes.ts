import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/search/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { SearchService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function searchRoutes(deps: { search: Scoped<SearchService> }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(E.search), async (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json({ results: await deps.search(c.var).search(c.var.actor, q, limit) }, 200);
  });
  return app;
}
