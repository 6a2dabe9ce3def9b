import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/posts/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { PostService } from "./service";
import type { PublishingService } from "../publishing/service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function postRoutes(deps: { posts: Scoped<PostService>; publishing: Scoped<PublishingService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.posts(c.var);

  app.openapi(endpointRoute(E.listPosts), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.createPost), async (c) =>
    c.json({ post: await service(c).create(c.var.actor, c.req.valid("json")) }, 201),
  );
  app.openapi(endpointRoute(E.getPost), async (c) =>
    c.json({ post: await service(c).get(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.updatePost), async (c) =>
    c.json({ post: await service(c).update(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }, 200),
  );
  app.openapi(endpointRoute(E.deletePost), async (c) =>
    c.json({ post: await service(c).remove(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.restorePost), async (c) =>
    c.json({ post: await service(c).restore(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.bulkPosts), async (c) => {
    const input = c.req.valid("json");
    // a move goes through the publishing rules (unschedule, the queue and its checks, the publish jobs)
    const posts =
      input.action === "move"
        ? await deps.publishing(c.var).moveMany(c.var.actor, input.ids, input.status)
        : await service(c).bulk(c.var.actor, input);
    return c.json({ posts }, 200);
  });
  return app;
}
