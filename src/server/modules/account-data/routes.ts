import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/account-data/endpoints";
import { ACCOUNT_EXPORT_CONTENT_TYPE } from "../../../contracts/account-data/paths";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { Scoped } from "../../lib/request-scope";
import type { AccountDataService } from "./service";

export function accountDataRoutes(deps: { accountData: Scoped<AccountDataService> }) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.accountData(c.var);

  app.openapi(endpointRoute(E.requestAccountExport), async (c) =>
    c.json({ export: await service(c).request(c.var.actor) }, 202),
  );
  app.openapi(endpointRoute(E.latestAccountExport), async (c) =>
    c.json({ export: await service(c).latest(c.var.actor) }, 200),
  );
  app.openapi(endpointRoute(E.downloadAccountExport), async (c) => {
    const file = await service(c).download(c.var.actor, c.req.valid("param").id);
    return c.body(file.body, 200, {
      "Content-Type": ACCOUNT_EXPORT_CONTENT_TYPE,
      "Content-Length": String(file.size),
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="${file.name}"`,
    });
  });
  return app;
}
