import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/sessions/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { Scoped } from "../../lib/request-scope";
import type { AccountSessionsService } from "./service";

export function accountSessionRoutes(deps: { accountSessions: Scoped<AccountSessionsService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.accountSessions(c.var);
  app.openapi(endpointRoute(E.listAccountSessions), async (c) => c.json(await service(c).list(c.var.actor), 200));
  app.openapi(endpointRoute(E.revokeAccountSession), async (c) =>
    c.json(await service(c).revoke(c.var.actor, c.req.valid("param").id), 200),
  );
  app.openapi(endpointRoute(E.revokeOtherAccountSessions), async (c) =>
    c.json(await service(c).revokeOthers(c.var.actor), 200),
  );
  return app;
}
