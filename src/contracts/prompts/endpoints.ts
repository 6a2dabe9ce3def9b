import { z } from "zod";
import { languageSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { PROMPT_PATHS as P } from "./paths";
import {
  createPromptSchema,
  promptListSchema,
  promptParamsSchema,
  promptResponseSchema,
  starterPromptListSchema,
  updatePromptSchema,
} from "./schemas";

const tags = ["Prompts"];

export const listPrompts = defineEndpoint({
  ...P.listPrompts,
  tags,
  access: "member",
  summary: "The workspace's saved prompts, by name",
  responses: { 200: { description: "The saved prompts", json: promptListSchema } },
  errors: [401],
});

export const createPrompt = defineEndpoint({
  ...P.createPrompt,
  tags,
  access: { permission: "prompt.write" },
  summary: "Save a prompt; 409 TOO_MANY_PROMPTS past the workspace's limit",
  body: createPromptSchema,
  responses: { 201: { description: "The prompt", json: promptResponseSchema } },
  errors: [400, 401, 409],
});

export const updatePrompt = defineEndpoint({
  ...P.updatePrompt,
  tags,
  access: { permission: "prompt.write" },
  summary: "Change a saved prompt; 409 VERSION_CONFLICT when it changed since the given version",
  params: promptParamsSchema,
  body: updatePromptSchema,
  responses: { 200: { description: "The prompt", json: promptResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const deletePrompt = defineEndpoint({
  ...P.deletePrompt,
  tags,
  access: { permission: "prompt.write" },
  summary: "Delete a saved prompt (for good)",
  params: promptParamsSchema,
  responses: { 200: { description: "The deleted prompt", json: promptResponseSchema } },
  errors: [401, 404],
});

export const listStarterPrompts = defineEndpoint({
  ...P.listStarterPrompts,
  tags,
  access: "member",
  summary: "The starting prompts shipped with the app, in the given language",
  query: z.object({ language: languageSchema }),
  responses: { 200: { description: "The starting prompts", json: starterPromptListSchema } },
  errors: [400, 401],
});
