import { z } from "zod";
import { instantSchema } from "../common";
import { AI_CHECK_PROBLEMS, AI_CHECK_STATES, STRUCTURED_OUTPUT_MODES } from "./rules";

export * from "./rules";

const state = z
  .enum(AI_CHECK_STATES)
  .describe("unknown: the test could not tell (not configured, an earlier step failed, no models list)");
const ms = z.number().int().min(0).nullable().describe("Milliseconds the call took; null when it was not made");
const mode = z
  .enum(STRUCTURED_OUTPUT_MODES)
  .nullable()
  .describe("json_schema, json_object or prompt (the schema in the prompt); null: not learned");

/** What the AI connection test learned. Only what anyone signed in may see: never the key, nor the URL's path. */
export const aiConnectionCheckSchema = z.object({
  configured: z.boolean().describe("LLM_BASE_URL and LLM_MODEL are set: the AI features use the model"),
  host: z.string().nullable().describe("LLM_BASE_URL's host (and port), never its path or the key"),
  model: z.string().nullable().describe("LLM_MODEL"),
  checks: z.object({
    reachable: state,
    keyAccepted: state,
    modelListed: state,
    structuredOutput: state,
    streamedAnswer: state,
  }),
  problem: z
    .enum(AI_CHECK_PROBLEMS)
    .nullable()
    .describe("What stops AI, the first one found; null when every step passed (or was not needed)"),
  structuredOutputFailure: z
    .string()
    .nullable()
    .describe("Why the structured answer failed, as the model client names it (timeout, invalid-output...)"),
  streamedAnswerFailure: z.string().nullable().describe("Why the streamed answer failed, named the same way"),
  learned: z
    .object({
      structuredOutput: z
        .object({ plain: mode, streamed: mode })
        .describe("The mode in use for plain calls (strategy, Fill the gap) and streamed ones (Generate Post)"),
      reasoning: z
        .boolean()
        .nullable()
        .describe("The model reasons before it answers (<think> or a reasoning field); null: not known"),
      streaming: z
        .boolean()
        .nullable()
        .describe("Streamed answers come as they are written (false: each answer sent whole); null: not known"),
    })
    .describe("What the app learned of the server from its answers"),
  otherModels: z.array(z.string()).describe("When LLM_MODEL is not listed: up to 10 models the server has"),
  latencyMs: z.object({ models: ms, structuredOutput: ms, streamedAnswer: ms }),
  checkedAt: instantSchema,
});
export type AiConnectionCheck = z.infer<typeof aiConnectionCheckSchema>;
