import { defineEndpoint } from "../endpoint";
import { GENERATION_PATHS as P } from "./paths";
import {
  generationEventSchema,
  generationInputSchema,
  generationPageSchema,
  generationParamsSchema,
  generationResponseSchema,
  generationSettingsSchema,
  listGenerationsQuerySchema,
  variantParamsSchema,
} from "./schemas";

const tags = ["Generate Post"];
const stream = {
  description: "One generation event per line (start, delta..., done | error)",
  stream: "ndjson",
  event: generationEventSchema,
} as const;

export const generationSettings = defineEndpoint({
  ...P.generationSettings,
  tags,
  access: "member",
  summary: "Whether an AI model is configured (otherwise only the template mode answers)",
  responses: { 200: { description: "Generation settings", json: generationSettingsSchema } },
  errors: [401],
});

export const createGeneration = defineEndpoint({
  ...P.createGeneration,
  tags,
  access: { permission: "post.write" },
  summary: "Write three variants of a post, streamed as they are written; saved to the history when complete",
  body: generationInputSchema,
  responses: { 200: stream },
  errors: [400, 401, 404, 409, 429],
});

export const regenerateVariant = defineEndpoint({
  ...P.regenerateVariant,
  tags,
  access: { permission: "post.write" },
  summary: "Write one variant again with the generation's inputs, streamed; replaces it in the history",
  params: variantParamsSchema,
  responses: { 200: stream },
  errors: [400, 401, 404, 409, 429],
});

export const listGenerations = defineEndpoint({
  ...P.listGenerations,
  tags,
  access: "member",
  summary: "The user's past generations with their inputs, newest first",
  query: listGenerationsQuerySchema,
  responses: { 200: { description: "A page of generations", json: generationPageSchema } },
  errors: [400, 401],
});

export const getGeneration = defineEndpoint({
  ...P.getGeneration,
  tags,
  access: "member",
  summary: "One past generation",
  params: generationParamsSchema,
  responses: { 200: { description: "The generation", json: generationResponseSchema } },
  errors: [401, 404],
});

export const deleteGeneration = defineEndpoint({
  ...P.deleteGeneration,
  tags,
  access: { permission: "post.write" },
  summary: "Remove a generation from the history",
  params: generationParamsSchema,
  responses: { 200: { description: "The removed generation", json: generationResponseSchema } },
  errors: [401, 404],
});
