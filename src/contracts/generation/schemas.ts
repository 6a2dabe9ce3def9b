import { z } from "zod";
import { idSchema, instantSchema, languageSchema, pageSchema, paginationQuerySchema } from "../common";
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
export const generationModeSchema = z.enum(GENERATION_MODES);

/**
 * What the writer asks for. `topic` or `noteId` is required (a note's text is the topic when `topic` is empty).
 * `tone` defaults to the strategy's; `promptId` adds a saved prompt's instructions.
 */
export const generationInputSchema = z
  .object({
    pillarId: idSchema.nullable(),
    topic: z.string().trim().max(L.topicMax, tooLongMessage(L.topicMax)).default(""),
    noteId: idSchema.nullable().default(null),
    format: postFormatSchema,
    tone: z.string().trim().max(L.toneMax, tooLongMessage(L.toneMax)).optional(),
    length: postLengthSchema,
    language: languageSchema,
    promptId: idSchema.nullable().default(null),
    mode: z.enum(REQUESTED_MODES).default("auto"),
  })
  .refine((v) => v.topic.length > 0 || v.noteId !== null, {
    message: GENERATION_CODES.topicRequired,
    path: ["topic"],
  });
export type GenerationInput = z.infer<typeof generationInputSchema>;

/** One variant: its hook (the opening line, also the first line of `text`) and the whole post text. */
export const variantSchema = z.object({
  hook: z.string().min(1).max(L.hookMax),
  text: z.string().min(1).max(L.variantMax),
});
export type Variant = z.infer<typeof variantSchema>;

/** A finished generation, as kept in the history (a cancelled or failed one is never saved). */
export const generationSchema = z.object({
  id: z.string(),
  mode: generationModeSchema,
  /** The inputs as asked, tone resolved (the strategy's when the request gave none). */
  input: z.object({
    pillarId: z.string().nullable(),
    /** The pillar's name when the generation ran (kept if the pillar is later removed). */
    pillarName: z.string().nullable(),
    topic: z.string(),
    noteId: z.string().nullable(),
    format: postFormatSchema,
    tone: z.string(),
    length: postLengthSchema,
    language: languageSchema,
    promptId: z.string().nullable(),
  }),
  variants: z.array(variantSchema).length(L.variantCount),
  createdAt: instantSchema,
});
export type Generation = z.infer<typeof generationSchema>;

export const generationResponseSchema = z.object({ generation: generationSchema });
export const generationPageSchema = pageSchema(generationSchema);
export const listGenerationsQuerySchema = paginationQuerySchema;
export const generationParamsSchema = z.object({ id: z.string() });
export const variantParamsSchema = z.object({ id: z.string(), index: z.coerce.number().int() });

/**
 * The stream a generation answers (`application/x-ndjson`, one event per line). `delta` appends text to one
 * variant as the model writes it; the final `done` carries the generation as validated and saved (the client
 * replaces what it built from the deltas). `error` ends a stream that failed after it started; before that, the
 * endpoint answers an ordinary error status and body.
 */
export const generationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), mode: generationModeSchema }),
  z.object({ type: z.literal("delta"), index: z.number().int().min(0).max(2), text: z.string() }),
  z.object({ type: z.literal("done"), generation: generationSchema }),
  z.object({
    type: z.literal("error"),
    code: z.string(),
    message: z.string(),
    /** The built-in generator can still answer (always true today: offer it). */
    templateAvailable: z.boolean(),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** What the client shows about generation before asking: whether AI is configured. */
export const generationSettingsSchema = z.object({ llmAvailable: z.boolean() });
