import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { meSchema } from "../../../contracts/me";
import { withUser } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../http/env";
import { errorResponses } from "../../http/openapi";
import { findMe } from "./queries";

const getMe = createRoute({
  method: "get",
  path: "/api/me",
  tags: ["Account"],
  summary: "The signed-in user",
  responses: {
    200: { description: "The user", content: { "application/json": { schema: meSchema } } },
    ...errorResponses(401, 404),
  },
});

export function accountRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(getMe, async (c) => {
    const userId = c.get("requireUserId")();
    const me = await withUser(c.get("database"), userId, (db) => findMe(db, userId), {
      readOnly: true,
    });
    if (!me) throw new AppError("NOT_FOUND", "User not found");
    return c.json(meSchema.parse(me), 200);
  });
  return app;
}
