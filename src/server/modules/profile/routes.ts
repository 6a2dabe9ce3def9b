import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import * as E from "../../../contracts/profile/endpoints";
import { PROFILE_LIMITS } from "../../../contracts/profile/schemas";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { assertSafeKey, UPLOADS_PATH, type FileStorage } from "../../integrations/storage/file-storage";
import { AppError, errorBody } from "../../lib/errors";
import type { Scoped } from "../../lib/request-scope";
import type { ProfileService } from "./service";

export const AVATAR_UPLOAD_PATH = E.uploadAvatar.path;

export interface ProfileRoutesDeps {
  profile: Scoped<ProfileService>;
  /** Serves the uploaded files at /uploads (local disk or S3). */
  storage: FileStorage;
}

export function profileRoutes(deps: ProfileRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.profile(c.var);

  app.openapi(endpointRoute(E.getProfile), async (c) => {
    const userId = c.var.actor;
    return c.json({ profile: await service(c).get(userId) }, 200);
  });

  app.openapi(endpointRoute(E.updateProfile), async (c) => {
    const userId = c.var.actor;
    return c.json({ profile: await service(c).update(userId, c.req.valid("json")) }, 200);
  });

  // The app-wide JSON body limit skips this path (see app.ts); this one allows the image plus form overhead.
  app.use(
    AVATAR_UPLOAD_PATH,
    bodyLimit({
      maxSize: PROFILE_LIMITS.avatarMaxBytes + 64 * 1024,
      onError: (c) => c.json(new AppError({ code: "AVATAR_TOO_LARGE" }).body, 413),
    }),
  );
  app.openapi(endpointRoute(E.uploadAvatar), async (c) => {
    const userId = c.var.actor;
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw new AppError({ code: "AVATAR_MISSING" });
    }
    const form = await c.req.parseBody().catch(() => {
      throw new AppError({ code: "AVATAR_MISSING" });
    });
    const file = form.file ?? form.avatar;
    if (!(file instanceof File) || file.size === 0) throw new AppError({ code: "AVATAR_MISSING" });
    if (file.size > PROFILE_LIMITS.avatarMaxBytes) throw new AppError({ code: "AVATAR_TOO_LARGE" });
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json({ profile: await service(c).uploadAvatar(userId, bytes) }, 200);
  });

  app.openapi(endpointRoute(E.removeAvatar), async (c) =>
    c.json({ profile: await service(c).removeAvatar(c.var.actor) }, 200),
  );

  app.openapi(endpointRoute(E.refreshProviderToken), async (c) => {
    const userId = c.var.actor;
    return c.json(await service(c).refreshProviderToken(userId), 200);
  });

  // Avatars are public, like a LinkedIn photo; browsers may cache them for an hour (SPEC §9).
  app.get(`${UPLOADS_PATH}/avatars/:userId/:file`, async (c) => {
    const key = `avatars/${c.req.param("userId")}/${c.req.param("file")}`;
    try {
      assertSafeKey(key);
    } catch {
      return c.json(errorBody("NOT_FOUND", "Not found"), 404);
    }
    // a storage failure (S3 down, refused credentials) is a 500, not a missing file
    const found = await deps.storage.getStream(key);
    if (!found) return c.json(errorBody("NOT_FOUND", "Not found"), 404);
    return c.body(found.body, 200, {
      "Content-Type": found.contentType,
      "Cache-Control": `public, max-age=${PROFILE_LIMITS.avatarCacheSeconds}`,
      "Content-Length": String(found.size),
    });
  });

  return app;
}
