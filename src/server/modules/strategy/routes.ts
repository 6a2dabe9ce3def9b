import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/strategy/endpoints";
import type { Config } from "../../config";
import type { AppEnv } from "../../http/env";
import { endpointRoute } from "../../http/endpoint-route";
import { createLlmClient, type LlmClient } from "../../integrations/llm/llm-client";
import type { LimitStore } from "../../lib/limit-store";
import { generationGuard } from "./generation-guard";
import { strategyService } from "./service";

export interface StrategyRoutesDeps {
  config: Config;
  /** Where the generation guard and the per-user LLM limit live (shared by every process on the database). */
  limits: LimitStore;
  /** Overrides the client built from LLM_* (tests). */
  llm?: LlmClient | null;
}

export function llmFromConfig(config: Config): LlmClient | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createLlmClient({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}

export function strategyRoutes(deps: StrategyRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const llm = deps.llm === undefined ? llmFromConfig(deps.config) : deps.llm;
  const guard = generationGuard({
    store: deps.limits,
    llmTimeoutMs: deps.config.LLM_TIMEOUT_MS,
    max: deps.config.GENERATE_RATE_LIMIT_MAX,
    windowSeconds: deps.config.GENERATE_RATE_LIMIT_WINDOW_SECONDS,
  });
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) =>
    strategyService({ database: c.var.database, llm, logger: c.var.logger });

  app.openapi(endpointRoute(E.listQuestions), async (c) => {
    const userId = c.var.userId;
    const questions = await service(c).listQuestions(userId, c.req.valid("query").lang);
    return c.json({ questions }, 200);
  });

  app.openapi(endpointRoute(E.getResponses), async (c) => {
    const userId = c.var.userId;
    return c.json(await service(c).getResponses(userId), 200);
  });

  app.openapi(endpointRoute(E.saveResponses), async (c) => {
    const userId = c.var.userId;
    return c.json(await service(c).saveResponses(userId, c.req.valid("json")), 200);
  });

  app.openapi(endpointRoute(E.generate), async (c) => {
    const userId = c.var.userId;
    const result = await guard.run(userId, () =>
      service(c).generate(userId, c.req.valid("json"), c.var.logger, () => guard.takeLlmCall(userId)),
    );
    return c.json({ content: result }, 200);
  });

  app.openapi(endpointRoute(E.listStrategies), async (c) => {
    const userId = c.var.userId;
    return c.json({ strategies: await service(c).listStrategies(userId) }, 200);
  });

  app.openapi(endpointRoute(E.createStrategy), async (c) => {
    const userId = c.var.userId;
    return c.json({ strategy: await service(c).createStrategy(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(endpointRoute(E.resetStrategies), async (c) => {
    const userId = c.var.userId;
    return c.json({ deleted: await service(c).reset(userId) }, 200);
  });

  app.openapi(endpointRoute(E.createPillar), async (c) => {
    const userId = c.var.userId;
    return c.json({ pillar: await service(c).createPillar(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(endpointRoute(E.updatePillar), async (c) => {
    const userId = c.var.userId;
    const pillar = await service(c).updatePillar(userId, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ pillar }, 200);
  });

  return app;
}
