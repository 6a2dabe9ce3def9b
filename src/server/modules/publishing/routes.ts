import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/publishing/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { PublishingService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function publishingRoutes(deps: { publishing: Scoped<PublishingService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.publishing(c.var);

  app.openapi(endpointRoute(E.getPublishing), async (c) =>
    c.json(await service(c).get(c.var.actor, c.req.valid("param").id), 200),
  );
  app.openapi(endpointRoute(E.schedulePost), async (c) =>
    c.json(await service(c).schedule(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.queuePost), async (c) =>
    c.json(await service(c).queue(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.publishPostNow), async (c) =>
    c.json(await service(c).publishNow(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.unschedulePost), async (c) =>
    c.json(await service(c).unschedule(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.markPostPublished), async (c) =>
    c.json(await service(c).markPublished(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.publishPostAgain), async (c) =>
    c.json(await service(c).publishAgain(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.postCommentAgain), async (c) =>
    c.json(await service(c).commentAgain(c.var.actor, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(endpointRoute(E.answerChecks), async (c) =>
    c.json({ posts: await service(c).answerChecks(c.var.actor, c.req.valid("json")) }, 200),
  );
  return app;
}
