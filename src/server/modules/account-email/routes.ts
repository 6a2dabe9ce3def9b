import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/account-email/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { Scoped } from "../../lib/request-scope";
import type { AccountEmailService } from "./service";

export function accountEmailRoutes(deps: { accountEmail: Scoped<AccountEmailService> }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(E.requestEmailChange), async (c) =>
    c.json(await deps.accountEmail(c.var).requestChange(c.var.actor, c.req.valid("json"), c.req.raw.headers), 200),
  );
  return app;
}
