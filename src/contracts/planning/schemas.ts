import { z } from "zod";
import { instantSchema } from "../common";
import { postSchema } from "../posts/schemas";
import { frequencySchema } from "../strategy/schemas";
import { FILL_GAP_MAX_PER_PILLAR } from "./rules";

export * from "./rules";

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

/** "Fill the gap": ideas for the given pillars (default: every pillar with a gap), at most the gap, at most 5 each. */
export const fillGapSchema = z.object({
  pillarIds: z.array(z.string()).max(10).optional(),
  perPillar: z.number().int().min(1).max(FILL_GAP_MAX_PER_PILLAR).optional(),
});
export const fillGapResultSchema = z.object({
  mode: z.enum(["llm", "template"]),
  /** The idea posts created, by pillar. */
  posts: z.array(postSchema),
  mix: pillarMixSchema,
});
