import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  profileResponseSchema,
  refreshProviderTokenResultSchema,
  updateProfileSchema,
} from "../../../contracts/profile";
import type { AppEnv } from "../../http/env";
import { errorResponses } from "../../http/openapi";
import { assertSafeKey, UPLOADS_PATH, type FileStorage } from "../../integrations/storage/file-storage";
import { AppError, errorBody } from "../../lib/errors";
import type { Services } from "../../composition";

export const AVATAR_UPLOAD_PATH = "/api/profile/avatar";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const tags = ["Profile"];

const getProfile = createRoute({
  method: "get",
  path: "/api/profile",
  tags,
  summary: "The user's profile (LinkedIn details fill the fields not set yet)",
  responses: { 200: json(profileResponseSchema, "The profile"), ...errorResponses(401, 404) },
});

const patchProfile = createRoute({
  method: "patch",
  path: "/api/profile",
  tags,
  summary: "Update the profile: only the supplied fields; full name follows first and last name",
  request: { body: { required: true, content: { "application/json": { schema: updateProfileSchema } } } },
  responses: { 200: json(profileResponseSchema, "The updated profile"), ...errorResponses(400, 401, 404) },
});

const uploadAvatar = createRoute({
  method: "post",
  path: AVATAR_UPLOAD_PATH,
  tags,
  summary: "Upload a profile photo (multipart field 'file'; PNG, JPEG, WebP or GIF checked by content; at most 5 MB)",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().optional().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: json(profileResponseSchema, "The profile with its new avatarUrl"),
    ...errorResponses(400, 401, 413),
  },
});

const refreshProviderToken = createRoute({
  method: "post",
  path: "/api/functions/refresh-provider-token",
  tags,
  summary: "Refresh the LinkedIn access token server-side with the stored refresh token (tokens are never returned)",
  responses: {
    200: json(refreshProviderTokenResultSchema, "Refreshed"),
    ...errorResponses(400, 401),
    502: json(
      z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
      "The provider refused the refresh",
    ),
  },
});

export interface ProfileRoutesDeps {
  profile: Services["profile"];
  /** Serves the uploaded files at /uploads (local disk or S3). */
  storage: FileStorage;
}

export function profileRoutes(deps: ProfileRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: Context<AppEnv>) => deps.profile(c.var);

  app.openapi(getProfile, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ profile: await service(c).get(userId) }, 200);
  });

  app.openapi(patchProfile, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ profile: await service(c).update(userId, c.req.valid("json")) }, 200);
  });

  // The app-wide JSON body limit skips this path (see app.ts); this one allows the image plus form overhead.
  app.use(
    AVATAR_UPLOAD_PATH,
    bodyLimit({
      maxSize: PROFILE_LIMITS.avatarMaxBytes + 64 * 1024,
      onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", PROFILE_MESSAGES.avatarTooLarge), 413),
    }),
  );
  app.openapi(uploadAvatar, async (c) => {
    const userId = c.get("requireUserId")();
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.avatarMissing);
    }
    const form = await c.req.parseBody().catch(() => {
      throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.avatarMissing);
    });
    const file = form.file ?? form.avatar;
    if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.avatarMissing);
    if (file.size > PROFILE_LIMITS.avatarMaxBytes)
      throw new AppError("PAYLOAD_TOO_LARGE", PROFILE_MESSAGES.avatarTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json({ profile: await service(c).uploadAvatar(userId, bytes) }, 200);
  });

  app.openapi(refreshProviderToken, async (c) => {
    const userId = c.get("requireUserId")();
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
    const found = await deps.storage.get(key);
    if (!found) return c.json(errorBody("NOT_FOUND", "Not found"), 404);
    return c.body(new Uint8Array(found.data), 200, {
      "Content-Type": found.contentType,
      "Cache-Control": `public, max-age=${PROFILE_LIMITS.avatarCacheSeconds}`,
      "Content-Length": String(found.data.byteLength),
    });
  });

  return app;
}
