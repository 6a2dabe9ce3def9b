import { z } from "zod";
import { AI_FALLBACK_REASONS } from "../ai/rules";
import { instantSchema } from "../common";
import { postSchema } from "../posts/schemas";
import { FREQUENCIES, STRATEGY_DEFAULTS, frequencySchema, type Frequency } from "../strategy/schemas";
import { FILL_GAP_MAX_PER_PILLAR, PILLAR_SHARE_LIMITS, PLANNING_CODES } from "./rules";

export * from "./rules";

/**
 * The posting frequency the mix splits, from the questionnaire's answer (a select: a string, or a list whose first
 * item counts); no answer or an unknown value counts as the strategy default (2-3 times per week).
 */
export function mixFrequency(answer: unknown): { frequency: Frequency; answered: boolean } {
  const value = Array.isArray(answer) ? answer[0] : answer;
  return typeof value === "string" && (FREQUENCIES as readonly string[]).includes(value)
    ? { frequency: value as Frequency, answered: true }
    : { frequency: STRATEGY_DEFAULTS.frequency, answered: false };
}

const pillarShareSchema = z
  .number(PLANNING_CODES.pillarShareInvalid)
  .int(PLANNING_CODES.pillarShareInvalid)
  .min(PILLAR_SHARE_LIMITS.min, PLANNING_CODES.pillarShareInvalid)
  .max(PILLAR_SHARE_LIMITS.max, PLANNING_CODES.pillarShareInvalid);

export const pillarMixEntrySchema = z.object({
  pillarId: z.string(),
  name: z.string(),
  share: z.number().int().nullable().describe("Its share of the total as the user set it (1-10); null: the default, 1"),
  target: z.number().int().describe("Its part of the total, split by the shares (the targets add up to the total)"),
  scheduled: z.number().int().describe("Its posts scheduled, publishing or published in the window"),
  drafts: z.number().int().describe("Its drafts, whatever their date"),
  ideas: z.number().int().describe("Its idea cards (not counted as planned)"),
  gap: z.number().int().describe("target - scheduled - drafts, at least 0"),
});
export type PillarMixEntry = z.infer<typeof pillarMixEntrySchema>;

/** The active pillars of the user's strategy, in the strategy's order; [] without a strategy. */
export const pillarMixSchema = z.object({
  from: instantSchema.describe("The window's start: now"),
  to: instantSchema.describe("The window's end (exclusive): `weeks` after from"),
  weeks: z.number().int().describe("The window's length in weeks"),
  frequency: frequencySchema.describe(
    "The posting frequency the user answered, or the default (then answered is false)",
  ),
  answered: z.boolean().describe("false: the user gave no (known) frequency, the default counts"),
  total: z.number().int().describe("Posts that frequency asks for in the window: the pillars' targets add up to it"),
  pillars: z.array(pillarMixEntrySchema).describe("The strategy's active pillars, in its order; [] without a strategy"),
  mostBehindPillarId: z
    .string()
    .nullable()
    .describe("The pillar most behind its target, preselected in Generate Post; null without pillars"),
});
export type PillarMix = z.infer<typeof pillarMixSchema>;

/**
 * "Fill the gap": ideas for the given pillars (default: every pillar), at most its gap less its waiting ideas
 * (`fillGapRoom`), at most
 * `perPillar` (default and most: FILL_GAP_MAX_PER_PILLAR) each; a given pillar on track gets none.
 */
export const fillGapSchema = z.object({
  pillarIds: z
    .array(z.string().max(100))
    .min(1)
    .max(10)
    .optional()
    .describe("The user's active pillars to fill (an id that is not one of them: 404); default: every pillar"),
  perPillar: z
    .number()
    .int()
    .min(1)
    .max(FILL_GAP_MAX_PER_PILLAR)
    .optional()
    .describe(`At most this many ideas per pillar (default ${FILL_GAP_MAX_PER_PILLAR}), never beyond its gap`),
});
/**
 * The pillars' shares, all or nothing: each id one of the mix's (active) pillars, else 404 and nothing written;
 * `share` a whole number from PILLAR_SHARE_LIMITS.min to .max, or null for the default (equal) share.
 */
export const setPillarSharesSchema = z.object({
  shares: z
    .array(
      z.object({
        pillarId: z.string().max(100),
        share: pillarShareSchema
          .nullable()
          .describe(`A whole number ${PILLAR_SHARE_LIMITS.min}-${PILLAR_SHARE_LIMITS.max}, or null for the default`),
      }),
    )
    .min(1)
    .max(20)
    .refine(
      (shares) => new Set(shares.map((s) => s.pillarId.toLowerCase())).size === shares.length,
      PLANNING_CODES.pillarShareDuplicate,
    ),
});
export type SetPillarSharesInput = z.infer<typeof setPillarSharesSchema>;

export const FILL_GAP_MODES = ["llm", "template"] as const;
/** Why the built-in generator wrote the ideas (null when the LLM did). */
export const FILL_GAP_FALLBACKS = AI_FALLBACK_REASONS;
export type FillGapFallback = (typeof FILL_GAP_FALLBACKS)[number];

export const fillGapResultSchema = z.object({
  mode: z.enum(FILL_GAP_MODES).describe("Who wrote the ideas: the model (llm) or the built-in templates"),
  fallbackReason: z
    .enum(FILL_GAP_FALLBACKS)
    .nullable()
    .describe("Why the templates wrote them; null when the model did"),
  retryAfterSeconds: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe("busy: seconds until the AI server may be asked again, when it said"),
  posts: z.array(postSchema).describe("The idea posts created, by pillar"),
  mix: pillarMixSchema.describe("The mix after the ideas were added"),
});
export type FillGapInput = z.infer<typeof fillGapSchema>;
export type FillGapResult = z.infer<typeof fillGapResultSchema>;
