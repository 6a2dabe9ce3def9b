import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import * as E from "../../../contracts/media/endpoints";
import { MEDIA_LIMITS } from "../../../contracts/media/rules";
import type { Scoped } from "../../lib/request-scope";
import type { MediaService } from "./service";
import { storageAnswer } from "./answers";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { AppError } from "../../lib/errors";

export const MEDIA_UPLOAD_PATH = E.uploadMedia.path;

/** The largest upload body: a PDF at its limit plus the multipart envelope. */
export const MEDIA_UPLOAD_MAX_BODY = MEDIA_LIMITS.pdfMaxBytes + 64 * 1024;

// Files never change once uploaded (a new upload is a new id), so members' browsers may keep them a day.
const FILE_CACHE_CONTROL = "private, max-age=86400";

export function mediaRoutes(deps: { media: Scoped<MediaService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.media(c.var);

  app.openapi(endpointRoute(E.listMedia), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  // before /api/media/{id}, which would take "storage" for an id
  app.openapi(endpointRoute(E.getMediaStorage), async (c) => c.json(await storageAnswer(service(c), c.var.actor), 200));
  app.openapi(endpointRoute(E.getMedia), async (c) =>
    c.json({ media: await service(c).get(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.deleteMedia), async (c) =>
    c.json(
      { media: await service(c).remove(c.var.actor, c.req.valid("param").id, c.req.valid("query").force ?? false) },
      200,
    ),
  );

  // The app-wide JSON body limit skips this path (see app.ts): this one allows a PDF at its limit.
  app.use(
    MEDIA_UPLOAD_PATH,
    bodyLimit({
      maxSize: MEDIA_UPLOAD_MAX_BODY,
      // the type is not known yet: the answer names both limits
      onError: (c) => c.json(new AppError({ code: "MEDIA_TOO_LARGE" }).body, 413),
    }),
  );
  app.openapi(endpointRoute(E.uploadMedia), async (c) => {
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      throw new AppError({ code: "MEDIA_MISSING" });
    const form = await c.req.parseBody().catch(() => {
      throw new AppError({ code: "MEDIA_MISSING" });
    });
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw new AppError({ code: "MEDIA_MISSING" });
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json({ media: await service(c).upload(c.var.actor, { name: file.name, bytes }) }, 201);
  });

  // The bytes, streamed from storage, behind the session and the workspace check: a private workspace's files have
  // no public address.
  for (const [route, which] of [
    [E.getMediaFile, "file"],
    [E.getMediaThumbnail, "thumbnail"],
  ] as const) {
    app.openapi(endpointRoute(route), async (c) => {
      const found = await service(c).read(c.var.actor, c.req.valid("param").id, which);
      return c.body(found.body, 200, {
        "Content-Type": found.contentType,
        "Content-Length": String(found.size),
        "Cache-Control": FILE_CACHE_CONTROL,
        "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      });
    });
  }
  return app;
}
