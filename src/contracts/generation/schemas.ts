import { z } from "zod";
import { idSchema, INT_MAX, instantSchema, languageSchema, pageSchema, paginationQuerySchema } from "../common";
import { tooLongMessage } from "../messages";
import {
  GENERATION_CODES,
  GENERATION_LIMITS as L,
  GENERATION_MODES,
  POST_FORMATS,
  POST_LENGTHS,
  REQUESTED_MODES,
} from "./rules";

/** Generate Post contract (issue 12). */
export * from "./rules";

export const postFormatSchema = z.enum(POST_FORMATS);
export const postLengthSchema = z.enum(POST_LENGTHS);
export const generationModeSchema = z
  .enum(GENERATION_MODES)
  .describe("llm: written by the configured model; template: the built-in generator (no AI)");

/**
 * What the writer asks for. `topic` or `noteId` is required (a note's text is the topic when `topic` is empty).
 * `tone` defaults to the strategy's; `promptId` adds a saved prompt's instructions.
 */
export const generationInputSchema = z
  .object({
    pillarId: idSchema.nullable().describe("One of the user's active pillars (404 otherwise); null for none"),
    topic: z
      .string()
      .trim()
      .max(L.topicMax, tooLongMessage(L.topicMax))
      .default("")
      .describe("What the post is about; may be empty when noteId is given (the note's text is the topic)"),
    noteId: idSchema.nullable().default(null).describe("A note of the workspace to write from"),
    format: postFormatSchema,
    tone: z
      .string()
      .trim()
      .max(L.toneMax, tooLongMessage(L.toneMax))
      .optional()
      .describe("Default: the tone the user's strategy answered"),
    length: postLengthSchema.describe("Target length: short, medium or long (all under LinkedIn's 3,000 units)"),
    language: languageSchema.describe("The language the post is written in"),
    promptId: idSchema
      .nullable()
      .default(null)
      .describe("A saved prompt of the workspace whose text instructs the model (404 PROMPT_NOT_FOUND)"),
    structureId: z
      .string()
      .trim()
      .max(L.structureIdMax, tooLongMessage(L.structureIdMax))
      .nullable()
      .default(null)
      .describe("An Inspirations post structure the variants follow, slot by slot (400 STRUCTURE_NOT_FOUND otherwise)"),
    mode: z
      .enum(REQUESTED_MODES)
      .default("auto")
      .describe("auto: the model when one is configured, else the templates; template: the templates"),
  })
  .refine((v) => v.topic.length > 0 || v.noteId !== null, {
    message: GENERATION_CODES.topicRequired,
    path: ["topic"],
  });
export type GenerationInput = z.infer<typeof generationInputSchema>;

/** One variant: its hook (the opening line, also the first line of `text`) and the whole post text. */
export const variantSchema = z.object({
  hook: z.string().min(1).max(L.hookMax).describe("The opening line: the first line of text"),
  text: z.string().min(1).max(L.variantMax),
});
export type Variant = z.infer<typeof variantSchema>;

/** A finished generation, as kept in the history (a cancelled or failed one is never saved). */
export const generationSchema = z.object({
  id: z.string(),
  mode: generationModeSchema,
  input: z
    .object({
      pillarId: z.string().nullable(),
      pillarName: z.string().nullable().describe("The pillar's name when it ran (kept if the pillar is removed)"),
      topic: z.string(),
      noteId: z.string().nullable(),
      format: postFormatSchema,
      tone: z.string(),
      length: postLengthSchema,
      language: languageSchema,
      promptId: z.string().nullable(),
      structureId: z.string().nullable().describe("The Inspirations structure followed, if any"),
    })
    .describe("The inputs as asked, tone resolved (the strategy's when the request gave none), topic as used"),
  variants: z.array(variantSchema).length(L.variantCount).describe(`${L.variantCount} different posts`),
  createdAt: instantSchema,
});
export type Generation = z.infer<typeof generationSchema>;

export const generationResponseSchema = z.object({ generation: generationSchema });
export const generationPageSchema = pageSchema(generationSchema);
export const listGenerationsQuerySchema = paginationQuerySchema;
export const generationParamsSchema = z.object({
  id: z.string().describe("The generation's id; 404 when the user has none with it"),
});
export const variantParamsSchema = z.object({
  id: z.string().describe("The generation's id; 404 when the user has none with it"),
  index: z.coerce
    .number()
    .int()
    .min(-INT_MAX)
    .max(INT_MAX)
    .describe(`The variant to write again, 0 to ${L.variantCount - 1}`),
});

/**
 * The stream a generation answers (`application/x-ndjson`, one event per line). `delta` appends text to one
 * variant as the model writes it; the final `done` carries the generation as validated and saved (the client
 * replaces what it built from the deltas). `error` ends a stream that failed after it started; before that, the
 * endpoint answers an ordinary error status and body.
 */
export const generationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), mode: generationModeSchema }),
  /** The model reasons before writing (a reasoning model): shown as "The model is thinking…" until the first delta. */
  z.object({ type: z.literal("thinking") }),
  z.object({
    type: z.literal("delta"),
    index: z.number().int().min(0).max(2).describe("The variant the text belongs to"),
    text: z.string().describe("Text appended to that variant"),
  }),
  z.object({ type: z.literal("done"), generation: generationSchema }),
  z.object({
    type: z.literal("error"),
    code: z
      .string()
      .describe("Why it failed: an error code (LLM_TIMEOUT, LLM_BUSY:<seconds>...), translated by clients"),
    message: z.string().describe("English text for API clients and logs"),
    templateAvailable: z.boolean().describe("The built-in generator can still answer (always true today: offer it)"),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** What the client shows about generation before asking: whether AI is configured. */
export const generationSettingsSchema = z.object({
  llmAvailable: z.boolean().describe("LLM_BASE_URL and LLM_MODEL are set: auto mode asks the model"),
});
