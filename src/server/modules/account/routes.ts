import { OpenAPIHono } from "@hono/zod-openapi";
import { getMe } from "../../../contracts/profile/endpoints";
import { meSchema } from "../../../contracts/profile/me";
import { withUser } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { findMe } from "./queries";

export function accountRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(getMe), async (c) => {
    const actor = c.get("actor"); // c.var would copy every request variable into a new object
    const me = await withUser(c.get("database"), actor, (db) => findMe(db, actor.userId), { readOnly: true });
    if (!me) throw new AppError({ code: "NOT_FOUND", message: "User not found" });
    return c.json(meSchema.parse(me), 200);
  });
  return app;
}
