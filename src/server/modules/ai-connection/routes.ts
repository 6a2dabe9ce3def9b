import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/ai/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { AiConnectionService } from "./service";

export function aiConnectionRoutes(deps: { aiConnection: AiConnectionService }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(E.checkAiConnection), async (c) => c.json(await deps.aiConnection.check(c.var.actor), 200));
  return app;
}
