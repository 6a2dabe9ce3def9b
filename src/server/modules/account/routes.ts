import { OpenAPIHono } from "@hono/zod-openapi";
import { getMe } from "../../../contracts/profile/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { meAnswer } from "./me-answer";

export function accountRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(getMe), async (c) => {
    // c.var would copy every request variable into a new object
    return c.json(await meAnswer(c.get("database"), c.get("actor")), 200);
  });
  return app;
}
