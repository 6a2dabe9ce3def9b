import { z } from "zod";
import { idSchema, instantSchema, versionSchema } from "../common";
import { postFormatSchema } from "../generation/schemas";
import { tooLongMessage } from "../messages";
import { PROMPT_CODES, PROMPT_LIMITS as L } from "./rules";

export * from "./rules";

export const promptSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string().describe("Instructions given to the model (the template mode does not use them)"),
  pillarId: z.string().nullable().describe("Preselected in Generate Post when the prompt is picked; null for none"),
  format: postFormatSchema.nullable().describe("Preselected in Generate Post when the prompt is picked; null for none"),
  version: z
    .number()
    .int()
    .describe("Send it back with every change: a change made elsewhere since then answers 409 VERSION_CONFLICT"),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Prompt = z.infer<typeof promptSchema>;

const name = z.string().trim().min(1, PROMPT_CODES.promptNameRequired).max(L.nameMax, tooLongMessage(L.nameMax));
const text = z.string().trim().min(1, PROMPT_CODES.promptTextRequired).max(L.textMax, tooLongMessage(L.textMax));

export const createPromptSchema = z.object({
  name,
  text,
  pillarId: idSchema.nullable().default(null),
  format: postFormatSchema.nullable().default(null),
});
export type CreatePromptInput = z.infer<typeof createPromptSchema>;
export const updatePromptSchema = z.object({
  version: versionSchema,
  name: name.optional(),
  text: text.optional(),
  pillarId: idSchema.nullable().optional(),
  format: postFormatSchema.nullable().optional(),
});
export type UpdatePromptInput = z.infer<typeof updatePromptSchema>;
export const promptParamsSchema = z.object({
  id: z.string().describe("The prompt's id; 404 when the workspace has none with it"),
});
export const promptResponseSchema = z.object({ prompt: promptSchema });
/** All of the workspace's prompts (at most PROMPT_LIMITS.countMax), by name. */
export const promptListSchema = z.object({ items: z.array(promptSchema) });

/** A starting prompt shipped with the app, in the interface language (copied into the list on "Add"). */
export const starterPromptSchema = z.object({
  key: z.string().describe("Stable id of the starting prompt, the same in every language"),
  name: z.string(),
  text: z.string(),
  format: postFormatSchema.nullable().describe("The format it suggests; null for none"),
});
export type StarterPrompt = z.infer<typeof starterPromptSchema>;
export const starterPromptListSchema = z.object({ items: z.array(starterPromptSchema) });
