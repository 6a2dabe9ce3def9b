import { OpenAPIHono } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import * as E from "../../../contracts/account-deletion/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { Scoped } from "../../lib/request-scope";
import { SESSION_COOKIE_NAMES } from "../auth/cookie-prefix";
import type { AccountDeletionService } from "./service";

export function accountDeletionRoutes(deps: { accountDeletion: Scoped<AccountDeletionService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.accountDeletion(c.var);

  app.openapi(endpointRoute(E.deletionCheck), async (c) => c.json(await service(c).check(c.var.actor), 200));
  app.openapi(endpointRoute(E.sendDeletionCode), async (c) => c.json(await service(c).sendCode(c.var.actor), 202));
  app.openapi(endpointRoute(E.deleteAccount), async (c) => {
    await service(c).deleteAccount(c.var.actor, c.req.valid("json"));
    // the session row is gone (every process refuses the cookie already): the browser forgets it too
    for (const name of SESSION_COOKIE_NAMES)
      deleteCookie(c, name, { path: "/", ...(name.startsWith("__Secure-") && { secure: true }) });
    return c.json({ deleted: true as const }, 200);
  });
  return app;
}
