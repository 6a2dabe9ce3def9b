import { OpenAPIHono } from "@hono/zod-openapi";
import type { ClientConfig } from "../../../contracts/system/client-config";
import { clientConfig as clientConfigEndpoint } from "../../../contracts/system/endpoints";
import { endpointRoute } from "../../http/endpoint-route";
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

export function clientConfigRoutes(config: Config) {
  const app = new OpenAPIHono<AppEnv>();
  const body = clientConfig(config);
  app.openapi(endpointRoute(clientConfigEndpoint), (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body, 200);
  });
  return app;
}
