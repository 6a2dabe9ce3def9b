import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/planning/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { PlanningService } from "./service";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { GenerationGuard } from "../strategy/generation-guard";

export function planningRoutes(deps: { planning: Scoped<PlanningService>; generationGuard: GenerationGuard }) {
  const app = new OpenAPIHono<AppEnv>();
  const guard = deps.generationGuard;

  app.openapi(endpointRoute(E.getPillarMix), async (c) => c.json(await deps.planning(c.var).mix(c.var.actor), 200));

  app.openapi(endpointRoute(E.setPillarShares), async (c) =>
    c.json(await deps.planning(c.var).setShares(c.var.actor, c.req.valid("json")), 200),
  );

  // One generation at a time per user, shared with Generate Post (409); LLM calls under the same per-user limit.
  app.openapi(endpointRoute(E.fillGap), async (c) => {
    const { actor } = c.var;
    const result = await guard.run(actor.userId, () =>
      deps.planning(c.var).fillGap(actor, c.req.valid("json"), c.var.logger, () => guard.takeLlmCall(actor.userId)),
    );
    return c.json(result, 201);
  });

  return app;
}
