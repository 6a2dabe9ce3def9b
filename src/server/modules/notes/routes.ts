import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/notes/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { NoteService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";

export function noteRoutes(deps: { notes: Scoped<NoteService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.notes(c.var);

  app.openapi(endpointRoute(E.listNotes), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.createNote), async (c) =>
    c.json({ note: await service(c).create(c.var.actor, c.req.valid("json")) }, 201),
  );
  app.openapi(endpointRoute(E.getNote), async (c) =>
    c.json({ note: await service(c).get(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.updateNote), async (c) =>
    c.json({ note: await service(c).update(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }, 200),
  );
  app.openapi(endpointRoute(E.deleteNote), async (c) =>
    c.json({ note: await service(c).remove(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.restoreNote), async (c) =>
    c.json({ note: await service(c).restore(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.convertNote), async (c) =>
    c.json({ post: await service(c).convert(c.var.actor, c.req.valid("param").id) }, 201),
  );
  return app;
}
