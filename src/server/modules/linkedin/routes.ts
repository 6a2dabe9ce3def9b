import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/linkedin/endpoints";
import { LINKEDIN_CONNECT_CALLBACK_PATH } from "../../../contracts/linkedin/paths";
import type { Scoped } from "../../lib/request-scope";
import type { LinkedInService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function linkedInRoutes(deps: { linkedin: Scoped<LinkedInService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.linkedin(c.var);

  app.openapi(endpointRoute(E.getLinkedinConnection), async (c) => c.json(await service(c).get(c.var.actor), 200));
  app.openapi(endpointRoute(E.connectLinkedin), async (c) =>
    c.json(await service(c).start(c.var.actor, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.disconnectLinkedin), async (c) => c.json(await service(c).disconnect(c.var.actor), 200));
  // LinkedIn's redirect back (a browser navigation): answers a redirect to the page that started, never JSON.
  app.get(LINKEDIN_CONNECT_CALLBACK_PATH, async (c) => {
    const userId = c.get("userId") ? c.get("requireUserId")() : null;
    const one = (name: string) => {
      const v = c.req.query(name);
      return typeof v === "string" && v.length <= 4096 ? v : undefined;
    };
    const to = await service(c).finish(userId, { code: one("code"), state: one("state"), error: one("error") });
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(to, 302);
  });
  return app;
}
