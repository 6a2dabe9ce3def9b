import { OpenAPIHono } from "@hono/zod-openapi";
import { getMe } from "../../../contracts/profile/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { meAnswer } from "./answers";

export function accountRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(getMe), async (c) => {
    const actor = c.get("actor"); // c.var would copy every request variable into a new object
    return c.json(await meAnswer(c.get("database"), actor), 200);
  });
  return app;
}
