import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { clientConfigSchema, type ClientConfig } from "../../../contracts/system/client-config";
import type { Config } from "../../config";
import type { AppEnv } from "../../http/env";

export function clientConfig(config: Config): ClientConfig {
  return {
    chatWidget: config.CHAT_WIDGET_ID
      ? { provider: config.CHAT_WIDGET_PROVIDER, websiteId: config.CHAT_WIDGET_ID }
      : null,
    linkedinEnabled: config.LINKEDIN_CLIENT_ID !== "",
  };
}

const route = createRoute({
  method: "get",
  path: "/api/client-config",
  tags: ["System"],
  summary: "Public settings for the web app (chat widget, LinkedIn sign-in availability)",
  responses: { 200: { description: "Settings", content: { "application/json": { schema: clientConfigSchema } } } },
});

export function clientConfigRoutes(config: Config) {
  const app = new OpenAPIHono<AppEnv>();
  const body = clientConfig(config);
  app.openapi(route, (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body, 200);
  });
  return app;
}
