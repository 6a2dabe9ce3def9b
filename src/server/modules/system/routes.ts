import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppEnv } from "../../http/env";
import { checkDatabase } from "./health";

const healthSchema = z.object({ status: z.enum(["ok", "error"]), db: z.enum(["up", "down"]) });

const health = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["System"],
  summary: "Liveness and database status",
  responses: {
    200: { description: "Up", content: { "application/json": { schema: healthSchema } } },
    503: { description: "Database down", content: { "application/json": { schema: healthSchema } } },
  },
});

export function systemRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(health, async (c) => {
    const up = await checkDatabase(c.get("database"));
    c.header("Cache-Control", "no-store");
    return up
      ? c.json({ status: "ok" as const, db: "up" as const }, 200)
      : c.json({ status: "error" as const, db: "down" as const }, 503);
  });
  return app;
}
