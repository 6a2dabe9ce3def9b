import { z } from "zod";
import { instantSchema } from "../common";
import { postSchema } from "../posts/schemas";
import { FREQUENCIES, STRATEGY_DEFAULTS, frequencySchema, type Frequency } from "../strategy/schemas";
import { FILL_GAP_MAX_PER_PILLAR } from "./rules";

export * from "./rules";

/**
 * A pillar's frequency as the mix counts it: a pillar made without one (stored "", e.g. created by hand with only a
 * name) or with an unknown value counts as the strategy default (2-3 times per week).
 */
export const mixFrequency = (frequency: string): Frequency =>
  (FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as Frequency) : STRATEGY_DEFAULTS.frequency;

export const pillarMixEntrySchema = z.object({
  pillarId: z.string(),
  name: z.string(),
  frequency: frequencySchema,
  /** Posts its frequency asks for in the window. */
  target: z.number().int(),
  /** Scheduled (or published) in the window. */
  scheduled: z.number().int(),
  /** Drafts of the pillar (undated). */
  drafts: z.number().int(),
  /** Idea cards of the pillar (not counted as planned). */
  ideas: z.number().int(),
  /** target - scheduled - drafts, at least 0. */
  gap: z.number().int(),
});
export type PillarMixEntry = z.infer<typeof pillarMixEntrySchema>;

/** The active pillars of the user's strategy, in the strategy's order; [] without a strategy. */
export const pillarMixSchema = z.object({
  from: instantSchema,
  to: instantSchema,
  weeks: z.number().int(),
  pillars: z.array(pillarMixEntrySchema),
  /** The pillar to preselect in Generate Post (null without pillars). */
  mostBehindPillarId: z.string().nullable(),
});
export type PillarMix = z.infer<typeof pillarMixSchema>;

/**
 * "Fill the gap": ideas for the given pillars (default: every pillar), at most its gap less its waiting ideas
 * (`fillGapRoom`), at most
 * `perPillar` (default and most: FILL_GAP_MAX_PER_PILLAR) each; a given pillar on track gets none.
 */
export const fillGapSchema = z.object({
  /** The user's active pillars to fill (an id that is not one of them: 404); duplicates count once. */
  pillarIds: z.array(z.string().max(100)).min(1).max(10).optional(),
  perPillar: z.number().int().min(1).max(FILL_GAP_MAX_PER_PILLAR).optional(),
});
export const FILL_GAP_MODES = ["llm", "template"] as const;
/** Why the built-in generator wrote the ideas (null when the LLM did). */
export const FILL_GAP_FALLBACKS = ["not-configured", "rate-limited", "timeout", "invalid-output", "error"] as const;
export type FillGapFallback = (typeof FILL_GAP_FALLBACKS)[number];

export const fillGapResultSchema = z.object({
  mode: z.enum(FILL_GAP_MODES),
  fallbackReason: z.enum(FILL_GAP_FALLBACKS).nullable(),
  /** The idea posts created, by pillar. */
  posts: z.array(postSchema),
  mix: pillarMixSchema,
});
export type FillGapInput = z.infer<typeof fillGapSchema>;
export type FillGapResult = z.infer<typeof fillGapResultSchema>;
