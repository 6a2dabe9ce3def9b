import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import * as E from "../../../contracts/saved-posts/endpoints";
import { SAVED_POSTS_EXPORT_TYPES, SAVED_POSTS_IMPORT_PATH } from "../../../contracts/saved-posts/paths";
import { SAVED_POST_LIMITS } from "../../../contracts/saved-posts/rules";
import type { Scoped } from "../../lib/request-scope";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { exportFileName } from "./export-file";
import type { SavedPostService } from "./service";

// the file's text in JSON (escaping can double it) and the rest of the body
const IMPORT_MAX_BODY = SAVED_POST_LIMITS.importMaxBytes * 2 + 1024;

export function savedPostRoutes(deps: { savedPosts: Scoped<SavedPostService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.savedPosts(c.var);

  app.openapi(endpointRoute(E.listSavedPosts), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.createSavedPost), async (c) =>
    c.json({ savedPost: await service(c).create(c.var.actor, c.req.valid("json")) }, 201),
  );
  // The app-wide 1 MB body limit skips this path (see app.ts, `uploadPaths`): an import file may be larger.
  app.use(
    SAVED_POSTS_IMPORT_PATH,
    bodyLimit({
      maxSize: IMPORT_MAX_BODY,
      onError: (c) => c.json(new AppError({ code: "SAVED_POST_IMPORT_TOO_LARGE" }).body, 413),
    }),
  );
  app.openapi(endpointRoute(E.importSavedPosts), async (c) => {
    const input = c.req.valid("json");
    if (Buffer.byteLength(input.content, "utf8") > SAVED_POST_LIMITS.importMaxBytes)
      throw new AppError({ code: "SAVED_POST_IMPORT_TOO_LARGE" });
    return c.json(await service(c).importFile(c.var.actor, input), 200);
  });
  app.openapi(endpointRoute(E.savePublishedPost), async (c) =>
    c.json({ savedPost: await service(c).savePublished(c.var.actor, c.req.valid("param").postId) }, 201),
  );
  // before getSavedPost: "/export" is not an id
  app.openapi(endpointRoute(E.exportSavedPosts), async (c) => {
    const { format } = c.req.valid("query");
    const body = await service(c).exportFile(c.var.actor, format);
    return c.body(body, 200, {
      "Content-Type": `${SAVED_POSTS_EXPORT_TYPES[format]}; charset=utf-8`,
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="${exportFileName(format, new Date())}"`,
    });
  });
  app.openapi(endpointRoute(E.getSavedPost), async (c) =>
    c.json({ savedPost: await service(c).get(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.updateSavedPost), async (c) =>
    c.json({ savedPost: await service(c).update(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }, 200),
  );
  app.openapi(endpointRoute(E.deleteSavedPost), async (c) =>
    c.json({ savedPost: await service(c).remove(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.savedPostToIdea), async (c) =>
    c.json({ post: await service(c).toIdea(c.var.actor, c.req.valid("param").id) }, 201),
  );
  return app;
}
