import { z } from "zod";

/**
 * Strategy contract shared by the server and the web app (SPEC §3, §4, §5, §7, §9).
 *
 * Option values are canonical English strings (the SPEC's lists); they are what answers and pillars store.
 * A question's `options` are its labels in the requested language and `values` the canonical values at the
 * same index, so the web shows `options[i]` and saves `values[i]`.
 */

export * from "./rules";
import {
  CONTENT_FORMATS,
  FREQUENCIES,
  QUESTION_TYPES,
  STRATEGY_LIMITS,
  STRATEGY_CODES,
  STRATEGY_MESSAGES,
  type ConditionalLogic,
} from "./rules";
import { UUID_SHAPE } from "../ids";

export { languageSchema } from "../common";
import { AI_FALLBACK_REASONS } from "../ai/rules";
import { tooLongMessage } from "../messages";
import { languageSchema } from "../common";

// ---------------------------------------------------------------------------------------------------------
// Questions and conditional logic

/** The shape of `ConditionalLogic` (see strategy-rules.ts), for the API documentation and server checks. */
export const conditionalLogicSchema: z.ZodType<ConditionalLogic> = z.object({
  showIf: z.union([
    z.object({ questionId: z.string().regex(UUID_SHAPE), equals: z.union([z.string(), z.boolean()]) }),
    z.object({ questionId: z.string().regex(UUID_SHAPE), anyOf: z.array(z.string()).min(1) }),
  ]),
});

export const strategyQuestionSchema = z.object({
  id: z.string(),
  order: z.number().int().describe("Position in the questionnaire"),
  type: z.enum(QUESTION_TYPES),
  text: z.string().describe("Text in the requested language"),
  options: z.array(z.string()).nullable().describe("Labels in the requested language (select, multiselect), else null"),
  values: z
    .array(z.string())
    .nullable()
    .describe("Canonical values at the same index as options (what answers store), else null"),
  language: languageSchema,
  textEn: z.string(),
  textFr: z.string(),
  optionsEn: z.array(z.string()).nullable(),
  optionsFr: z.array(z.string()).nullable(),
  conditionalLogic: conditionalLogicSchema
    .nullable()
    .describe("Shown only when another question's answer equals a value or is one of several; null: always shown"),
  createdAt: z.string(),
});
export type StrategyQuestion = z.infer<typeof strategyQuestionSchema>;

// ---------------------------------------------------------------------------------------------------------
// API schemas

export const questionsQuerySchema = z.object({
  lang: languageSchema.optional().describe("The language of texts and labels; default: the user's profile language"),
});

const answerValueSchema = z.union([z.string(), z.array(z.string()), z.boolean()]);

export const strategyResponseSchema = z.object({
  questionId: z.string(),
  userId: z.string(),
  response: answerValueSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StrategyResponse = z.infer<typeof strategyResponseSchema>;

export const strategyResponsesSchema = z.object({
  responses: z.array(strategyResponseSchema),
  answers: z
    .record(z.string(), answerValueSchema)
    .describe("The same answers keyed by question id (what the wizard holds)"),
  progress: z.number().int().min(0).max(100).describe("Percent of the visible questions answered"),
});

/** PUT body: answers keyed by question id. Blank and non-UUID keys are skipped; null deletes an answer. */
export const saveResponsesSchema = z.object({
  // Values are checked against each question's type by the server (clear per-question messages).
  answers: z.record(z.string(), z.unknown()).describe("question id -> string | string[] | boolean | null"),
});
export type SaveResponsesInput = z.infer<typeof saveResponsesSchema>;

export const saveResponsesResultSchema = strategyResponsesSchema.extend({
  saved: z.number().int().describe("Answers written"),
  deleted: z.number().int().describe("Answers removed (given as null)"),
  skipped: z.array(z.string()).describe("Keys that are no question id (blank or not a UUID), ignored"),
});

const trimmed = (max: number) => z.string().trim().max(max, tooLongMessage(max));

export const contentFormatSchema = z.enum(CONTENT_FORMATS, {
  error: () => `Format must be one of: ${CONTENT_FORMATS.join(", ")}`,
});
export const frequencySchema = z.enum(FREQUENCIES, {
  error: () => `Frequency must be one of: ${FREQUENCIES.join(", ")}`,
});

export const GENERATORS = ["llm", "builtin"] as const;
export type Generator = (typeof GENERATORS)[number];

export const pillarSchema = z.object({
  id: z.string(),
  strategyId: z.string(),
  name: z.string(),
  description: z.string(),
  purpose: z.string(),
  targetAudience: z.string(),
  formats: z.array(z.string()),
  engagementStyle: z.string(),
  frequency: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Pillar = z.infer<typeof pillarSchema>;

export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  generator: z
    .enum(GENERATORS)
    .nullable()
    .describe("Who wrote it: the model (llm), the built-in generator (builtin), or null when made by hand"),
  createdAt: z.string(),
  pillars: z.array(pillarSchema),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategiesSchema = z.object({ strategies: z.array(strategySchema) });

/** A pillar's text fields and their limits: the one list the pillar schemas below are built from. */
export const PILLAR_TEXT_LIMITS = {
  name: STRATEGY_LIMITS.pillarNameMax,
  description: STRATEGY_LIMITS.pillarTextMax,
  purpose: STRATEGY_LIMITS.pillarTextMax,
  targetAudience: STRATEGY_LIMITS.pillarTextMax,
  engagementStyle: STRATEGY_LIMITS.pillarTextMax,
} as const;
export type PillarTextField = keyof typeof PILLAR_TEXT_LIMITS;

const pillarText = (field: PillarTextField) => trimmed(PILLAR_TEXT_LIMITS[field]);

/** What a pillar says (a generator's output, a user's create or edit): texts, formats (at least one), frequency. */
export const pillarContentSchema = z.object({
  name: pillarText("name").min(1, STRATEGY_CODES.nameRequired),
  description: pillarText("description"),
  purpose: pillarText("purpose"),
  targetAudience: pillarText("targetAudience"),
  formats: z.array(contentFormatSchema).min(1, STRATEGY_CODES.formatsRequired).max(CONTENT_FORMATS.length),
  engagementStyle: pillarText("engagementStyle"),
  frequency: frequencySchema,
});

/** Fields of a pillar a user writes (create and the edit form). */
export const pillarFieldsSchema = pillarContentSchema.extend({ isActive: z.boolean() });

export const createPillarSchema = pillarFieldsSchema.partial().extend({
  strategyId: z.string().trim().min(1, "strategyId is required"),
  name: pillarFieldsSchema.shape.name,
});
export type CreatePillarInput = z.infer<typeof createPillarSchema>;

/**
 * PATCH: only supplied fields are written; empty strings are not written (SPEC §7), so every text field (the name
 * too) and the frequency accept "" (ignored).
 */
export const updatePillarSchema = pillarFieldsSchema
  .extend({ name: pillarText("name"), frequency: z.union([frequencySchema, z.literal("")]) })
  .partial();
export type UpdatePillarInput = z.infer<typeof updatePillarSchema>;

export const createStrategySchema = z.object({
  name: trimmed(STRATEGY_LIMITS.strategyNameMax).min(1, STRATEGY_CODES.nameRequired),
  /** Set by the wizard when it built the strategy itself with the built-in generator (SPEC §4 fallback). */
  generator: z.literal("builtin").optional(),
  pillars: z
    .array(pillarFieldsSchema.partial().extend({ name: pillarFieldsSchema.shape.name }))
    .max(10)
    .optional(),
});
export type CreateStrategyInput = z.infer<typeof createStrategySchema>;

export const generateStrategySchema = z.object({
  strategyName: trimmed(STRATEGY_LIMITS.strategyNameMax).optional(),
  options: z
    .object({
      pillarCount: z.coerce
        .number({ error: "pillarCount must be a number" })
        .int("pillarCount must be a whole number")
        .min(
          STRATEGY_LIMITS.pillarCountMin,
          `pillarCount must be between ${STRATEGY_LIMITS.pillarCountMin} and ${STRATEGY_LIMITS.pillarCountMax}`,
        )
        .max(
          STRATEGY_LIMITS.pillarCountMax,
          `pillarCount must be between ${STRATEGY_LIMITS.pillarCountMin} and ${STRATEGY_LIMITS.pillarCountMax}`,
        )
        .optional(),
      tone: trimmed(100).optional(),
      targetAudience: trimmed(500).optional(),
      /** Language of the strategy; the user's profile language when absent (the wizard sends the interface's). */
      language: languageSchema.optional(),
    })
    .optional(),
});
export type GenerateStrategyInput = z.infer<typeof generateStrategySchema>;

export const generateStrategyResultSchema = z.object({
  content: z.object({
    strategy: strategySchema,
    generator: z.enum(GENERATORS),
    fallbackReason: z
      .enum(AI_FALLBACK_REASONS)
      .nullable()
      .describe("Why the built-in generator ran instead of the model; null when the model wrote it"),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe("rate-limited, busy: seconds until the model may be asked again"),
  }),
});
export type GenerateStrategyResult = z.infer<typeof generateStrategyResultSchema>;

/** SPEC §5: the client's check of the generate answer. Throws the SPEC message when it does not fit. */
export function readGeneratedStrategy(body: unknown): Strategy {
  const parsed = generateStrategyResultSchema.safeParse(body);
  if (!parsed.success) throw new Error(STRATEGY_MESSAGES.invalidGenerateResponse);
  return parsed.data.content.strategy;
}

export const resetResultSchema = z.object({
  deleted: z.object({ strategies: z.number().int(), pillars: z.number().int(), responses: z.number().int() }),
});
