import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  createPillarSchema,
  createStrategySchema,
  generateStrategyResultSchema,
  generateStrategySchema,
  pillarSchema,
  questionsQuerySchema,
  resetResultSchema,
  saveResponsesResultSchema,
  saveResponsesSchema,
  STRATEGY_MESSAGES,
  strategiesSchema,
  strategyQuestionSchema,
  strategyResponsesSchema,
  strategySchema,
  updatePillarSchema,
} from "../../../contracts/strategy";
import type { Context } from "hono";
import type { Services } from "../../composition";
import type { AppEnv } from "../../http/env";
import { errorResponses } from "../../http/openapi";
import { AppError } from "../../lib/errors";
import type { GenerationGuard } from "./generation-guard";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const tags = ["Strategy"];

const getQuestions = createRoute({
  method: "get",
  path: "/api/strategy-questions",
  tags,
  summary: "The strategy questionnaire, ordered, in ?lang (en|fr) or the user's language",
  request: { query: questionsQuerySchema },
  responses: {
    200: json(z.object({ questions: z.array(strategyQuestionSchema) }), "The questions"),
    ...errorResponses(400, 401),
  },
});

const getResponses = createRoute({
  method: "get",
  path: "/api/strategy-responses",
  tags,
  summary: "The user's answers (normalised; wrong-typed ones dropped) and progress",
  responses: { 200: json(strategyResponsesSchema, "The answers"), ...errorResponses(401) },
});

const putResponses = createRoute({
  method: "put",
  path: "/api/strategy-responses",
  tags,
  summary: "Save answers keyed by question id (upsert; non-UUID keys skipped; null deletes)",
  request: { body: body(saveResponsesSchema) },
  responses: { 200: json(saveResponsesResultSchema, "Saved"), ...errorResponses(400, 401) },
});

const generate = createRoute({
  method: "post",
  path: "/api/functions/generate-strategy",
  tags,
  summary:
    "Generate and save a strategy from all the user's answers (LLM when configured and within its limit, else built-in)",
  request: { body: body(generateStrategySchema) },
  responses: { 200: json(generateStrategyResultSchema, "The saved strategy"), ...errorResponses(400, 401, 409) },
});

const listStrategies = createRoute({
  method: "get",
  path: "/api/strategies",
  tags,
  summary: "The user's strategies with their pillars, newest first",
  responses: { 200: json(strategiesSchema, "Strategies"), ...errorResponses(401) },
});

const createStrategy = createRoute({
  method: "post",
  path: "/api/strategies",
  tags,
  summary: "Create a strategy (optionally with pillars)",
  request: { body: body(createStrategySchema) },
  responses: { 201: json(z.object({ strategy: strategySchema }), "Created"), ...errorResponses(400, 401) },
});

const resetStrategies = createRoute({
  method: "delete",
  path: "/api/strategies",
  tags,
  summary: "Reset: delete all the user's pillars, strategies and answers (one transaction)",
  responses: { 200: json(resetResultSchema, "Deleted counts"), ...errorResponses(401) },
});

const createPillar = createRoute({
  method: "post",
  path: "/api/strategy-pillars",
  tags,
  summary: "Add a pillar to one of the user's strategies",
  request: { body: body(createPillarSchema) },
  responses: { 201: json(z.object({ pillar: pillarSchema }), "Created"), ...errorResponses(400, 401, 404) },
});

const updatePillar = createRoute({
  method: "patch",
  path: "/api/strategy-pillars/{id}",
  tags,
  summary: "Update a pillar: only the supplied fields; empty strings are not written",
  request: { params: z.object({ id: z.string() }), body: body(updatePillarSchema) },
  responses: { 200: json(z.object({ pillar: pillarSchema }), "Updated"), ...errorResponses(400, 401, 404) },
});

export interface StrategyRoutesDeps {
  strategy: Services["strategy"];
  generationGuard: GenerationGuard;
}

export function strategyRoutes(deps: StrategyRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const guard = deps.generationGuard;
  const service = (c: Context<AppEnv>) => deps.strategy(c.var);

  app.openapi(getQuestions, async (c) => {
    const userId = c.get("requireUserId")();
    const questions = await service(c).listQuestions(userId, c.req.valid("query").lang);
    return c.json({ questions }, 200);
  });

  app.openapi(getResponses, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json(await service(c).getResponses(userId), 200);
  });

  app.openapi(putResponses, async (c) => {
    const userId = c.get("userId");
    if (!userId) throw new AppError("UNAUTHORIZED", STRATEGY_MESSAGES.notAuthenticated);
    return c.json(await service(c).saveResponses(userId, c.req.valid("json")), 200);
  });

  app.openapi(generate, async (c) => {
    const userId = c.get("requireUserId")();
    const result = await guard.run(userId, () =>
      service(c).generate(userId, c.req.valid("json"), c.var.logger, () => guard.takeLlmCall(userId)),
    );
    return c.json({ content: result }, 200);
  });

  app.openapi(listStrategies, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ strategies: await service(c).listStrategies(userId) }, 200);
  });

  app.openapi(createStrategy, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ strategy: await service(c).createStrategy(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(resetStrategies, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ deleted: await service(c).reset(userId) }, 200);
  });

  app.openapi(createPillar, async (c) => {
    const userId = c.get("requireUserId")();
    return c.json({ pillar: await service(c).createPillar(userId, c.req.valid("json")) }, 201);
  });

  app.openapi(updatePillar, async (c) => {
    const userId = c.get("requireUserId")();
    const pillar = await service(c).updatePillar(userId, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ pillar }, 200);
  });

  return app;
}
