import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/strategy/endpoints";
import type { Scoped } from "../../lib/request-scope";
import type { StrategyService } from "./service";
import { strategiesAnswer } from "./answers";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import type { GenerationGuard } from "./generation-guard";

export interface StrategyRoutesDeps {
  strategy: Scoped<StrategyService>;
  generationGuard: GenerationGuard;
}

export function strategyRoutes(deps: StrategyRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const guard = deps.generationGuard;
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.strategy(c.var);

  app.openapi(endpointRoute(E.listQuestions), async (c) => {
    const userId = c.var.actor;
    const questions = await service(c).listQuestions(userId, c.req.valid("query").lang);
    return c.json({ questions }, 200);
  });

  app.openapi(endpointRoute(E.getResponses), async (c) => {
    const userId = c.var.actor;
    return c.json(await service(c).getResponses(userId), 200);
  });

  app.openapi(endpointRoute(E.saveResponses), async (c) => {
    const userId = c.var.actor;
    return c.json(await service(c).saveResponses(userId, c.req.valid("json")), 200);
  });

  app.openapi(endpointRoute(E.generate), async (c) => {
    const { actor } = c.var;
    const result = await guard.run(actor.userId, () =>
      service(c).generate(actor, c.req.valid("json"), c.var.logger, () => guard.takeLlmCall(actor.userId)),
    );
    return c.json({ content: result }, 200);
  });

  app.openapi(endpointRoute(E.listStrategies), async (c) => {
    const userId = c.var.actor;
    return c.json(await strategiesAnswer(service(c), userId), 200);
  });

  app.openapi(endpointRoute(E.createStrategy), async (c) => {
    const userId = c.var.actor;
    return c.json({ strategy: await service(c).createStrategy(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(endpointRoute(E.resetStrategies), async (c) => {
    const userId = c.var.actor;
    return c.json({ deleted: await service(c).reset(userId) }, 200);
  });

  app.openapi(endpointRoute(E.createPillar), async (c) => {
    const userId = c.var.actor;
    return c.json({ pillar: await service(c).createPillar(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(endpointRoute(E.updatePillar), async (c) => {
    const userId = c.var.actor;
    const pillar = await service(c).updatePillar(userId, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ pillar }, 200);
  });

  return app;
}
