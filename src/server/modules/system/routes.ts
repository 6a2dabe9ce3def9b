import { OpenAPIHono } from "@hono/zod-openapi";
import type { LinkedInVersionStatus } from "../../../contracts/linkedin/api-version";
import { health } from "../../../contracts/system/endpoints";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { lastBackupAt } from "../../backup/last-backup";
import { checkDatabase } from "./health";

export function systemRoutes(deps: { linkedinApiVersion: () => LinkedInVersionStatus }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(endpointRoute(health), async (c) => {
    const database = c.get("database");
    const up = await checkDatabase(database);
    const linkedinApiVersion = deps.linkedinApiVersion();
    const last = up ? await lastBackupAt(database.pool).catch(() => null) : null;
    const lastBackup = last ? last.toISOString() : null;
    c.header("Cache-Control", "no-store");
    return up
      ? c.json({ status: "ok" as const, db: "up" as const, linkedinApiVersion, lastBackupAt: lastBackup }, 200)
      : c.json({ status: "error" as const, db: "down" as const, linkedinApiVersion, lastBackupAt: lastBackup }, 503);
  });
  return app;
}
