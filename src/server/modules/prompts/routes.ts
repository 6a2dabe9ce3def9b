import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/prompts/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { PromptService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function promptRoutes(deps: { prompts: Scoped<PromptService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.prompts(c.var);

  // before /api/prompts/{id}: "starters" is no id
  app.openapi(endpointRoute(E.listStarterPrompts), (c) =>
    c.json(service(c).starters(c.req.valid("query").language), 200),
  );
  app.openapi(endpointRoute(E.listPrompts), async (c) => c.json(await service(c).list(c.var.actor), 200));
  app.openapi(endpointRoute(E.createPrompt), async (c) =>
    c.json({ prompt: await service(c).create(c.var.actor, c.req.valid("json")) }, 201),
  );
  app.openapi(endpointRoute(E.updatePrompt), async (c) =>
    c.json({ prompt: await service(c).update(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }, 200),
  );
  app.openapi(endpointRoute(E.deletePrompt), async (c) =>
    c.json({ prompt: await service(c).remove(c.var.actor, c.req.valid("param").id) }, 200),
  );
  return app;
}
