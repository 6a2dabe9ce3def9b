import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { STRATEGY_PATHS as P } from "./paths";
import { STRATEGY_MESSAGES } from "./rules";
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
  strategiesSchema,
  strategyQuestionSchema,
  strategyResponsesSchema,
  strategySchema,
  updatePillarSchema,
} from "./schemas";

const tags = ["Strategy"];

export const listQuestions = defineEndpoint({
  ...P.listQuestions,
  tags,
  access: "member",
  summary: "The strategy questionnaire, ordered, in ?lang (en|fr) or the user's language",
  query: questionsQuerySchema,
  responses: {
    200: { description: "The questions", json: z.object({ questions: z.array(strategyQuestionSchema) }) },
  },
  errors: [400, 401],
});

export const getResponses = defineEndpoint({
  ...P.getResponses,
  tags,
  access: "member",
  summary: "The user's answers (normalised; wrong-typed ones dropped) and progress",
  responses: { 200: { description: "The answers", json: strategyResponsesSchema } },
  errors: [401],
});

export const saveResponses = defineEndpoint({
  ...P.saveResponses,
  tags,
  access: { permission: "strategy.write" },
  summary: "Save answers keyed by question id (upsert; non-UUID keys skipped; null deletes)",
  signedOutMessage: STRATEGY_MESSAGES.notAuthenticated,
  body: saveResponsesSchema,
  responses: { 200: { description: "Saved", json: saveResponsesResultSchema } },
  errors: [400, 401],
});

export const generate = defineEndpoint({
  ...P.generate,
  tags,
  access: { permission: "strategy.write" },
  summary:
    "Generate and save a strategy from all the user's answers (LLM when configured and within its limit, else built-in)",
  body: generateStrategySchema,
  responses: { 200: { description: "The saved strategy", json: generateStrategyResultSchema } },
  errors: [400, 401, 409],
});

export const listStrategies = defineEndpoint({
  ...P.listStrategies,
  tags,
  access: "member",
  summary: "The user's strategies with their pillars, newest first",
  responses: { 200: { description: "Strategies", json: strategiesSchema } },
  errors: [401],
});

export const createStrategy = defineEndpoint({
  ...P.createStrategy,
  tags,
  access: { permission: "strategy.write" },
  summary: "Create a strategy (optionally with pillars)",
  body: createStrategySchema,
  responses: { 201: { description: "Created", json: z.object({ strategy: strategySchema }) } },
  errors: [400, 401],
});

export const resetStrategies = defineEndpoint({
  ...P.resetStrategies,
  tags,
  access: { permission: "strategy.write" },
  summary: "Reset: delete all the user's pillars, strategies and answers (one transaction)",
  responses: { 200: { description: "Deleted counts", json: resetResultSchema } },
  errors: [401],
});

export const createPillar = defineEndpoint({
  ...P.createPillar,
  tags,
  access: { permission: "strategy.write" },
  summary: "Add a pillar to one of the user's strategies",
  body: createPillarSchema,
  responses: { 201: { description: "Created", json: z.object({ pillar: pillarSchema }) } },
  errors: [400, 401, 404],
});

export const updatePillar = defineEndpoint({
  ...P.updatePillar,
  tags,
  access: { permission: "strategy.write" },
  summary: "Update a pillar: only the supplied fields; empty strings are not written",
  params: z.object({ id: z.string() }),
  body: updatePillarSchema,
  responses: { 200: { description: "Updated", json: z.object({ pillar: pillarSchema }) } },
  errors: [400, 401, 404],
});
