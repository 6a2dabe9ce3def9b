import { OpenAPIHono } from "@hono/zod-openapi";
import { health } from "../../../contracts/system/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { checkDatabase } from "./health";

export function systemRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(health), async (c) => {
    const up = await checkDatabase(c.get("database"));
    c.header("Cache-Control", "no-store");
    return up
      ? c.json({ status: "ok" as const, db: "up" as const }, 200)
      : c.json({ status: "error" as const, db: "down" as const }, 503);
  });
  return app;
}
