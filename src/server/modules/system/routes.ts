import { OpenAPIHono } from "@hono/zod-openapi";
import type { LinkedInVersionStatus } from "../../../contracts/linkedin/api-version";
import { health } from "../../../contracts/system/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { checkDatabase } from "./health";

export function systemRoutes(deps: { linkedinApiVersion: () => LinkedInVersionStatus }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(health), async (c) => {
    const up = await checkDatabase(c.get("database"));
    const linkedinApiVersion = deps.linkedinApiVersion();
    c.header("Cache-Control", "no-store");
    return up
      ? c.json({ status: "ok" as const, db: "up" as const, linkedinApiVersion }, 200)
      : c.json({ status: "error" as const, db: "down" as const, linkedinApiVersion }, 503);
  });
  return app;
}
