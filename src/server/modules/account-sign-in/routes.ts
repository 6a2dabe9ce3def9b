import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/account-sign-in/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { Scoped } from "../../lib/request-scope";
import type { AccountSignInService } from "./service";

export function accountSignInRoutes(deps: { accountSignIn: Scoped<AccountSignInService> }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(E.linkLinkedInSignIn), async (c) => {
    const { authorizeUrl, setCookies } = await deps
      .accountSignIn(c.var)
      .startLink(c.var.actor, c.req.valid("json"), c.req.raw.headers);
    // better-auth's state cookie: its callback checks the browser coming back is the one that started
    for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
    return c.json({ authorizeUrl }, 200);
  });
  app.openapi(endpointRoute(E.unlinkLinkedInSignIn), async (c) =>
    c.json(await deps.accountSignIn(c.var).unlink(c.var.actor), 200),
  );
  return app;
}
