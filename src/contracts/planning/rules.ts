import { messageCodes } from "../messages";
import type { Frequency } from "../strategy/rules";

/**
 * The pillar mix (issue 12, issue 25): for the coming weeks, how many posts the user said they would publish, split
 * across the active pillars, against what each pillar has planned. Zod-free: Generate Post's first load reads it to
 * preselect the pillar most behind.
 */
export const PILLAR_MIX_WEEKS = 4;

/** The statuses counted as scheduled when their `scheduledAt` is in the window. */
export const PILLAR_MIX_SCHEDULED_STATUSES = ["scheduled", "publishing", "published"] as const;

/**
 * Posts the whole mix asks for over PILLAR_MIX_WEEKS weeks, by the posting frequency the user answered in the
 * questionnaire (the one place this mapping lives): "2-3 times per week" is 8-12 posts in 4 weeks, 10 in the middle;
 * "Daily" means working days.
 */
export const FREQUENCY_MIX_TOTALS: Record<Frequency, number> = {
  Daily: 20,
  "2-3 times per week": 10,
  "Once a week": 4,
  "2-3 times per month": 2,
  Monthly: 1,
  Occasionally: 1,
};

/** A pillar's share of the total: a whole number of parts; a pillar without one (null) has the default. */
export const PILLAR_SHARE_LIMITS = { min: 1, max: 10, default: 1 } as const;

/** At most this many idea cards per pillar and per "Fill the gap". */
export const FILL_GAP_MAX_PER_PILLAR = 5;

export const PLANNING_MESSAGES = {
  pillarShareInvalid: `A pillar's share is a whole number from ${PILLAR_SHARE_LIMITS.min} to ${PILLAR_SHARE_LIMITS.max}`,
  pillarShareDuplicate: "Each pillar can be given only one share",
} as const;
/** The codes the schemas give as messages (`pillarShareInvalid` -> PILLAR_SHARE_INVALID). */
export const PLANNING_CODES = messageCodes(PLANNING_MESSAGES);

/**
 * `total` split by the given shares (null: the default share) with the largest-remainder method: each part is its
 * exact quota rounded down, then the parts with the largest remainders (the earlier first on a tie) get one more,
 * so the parts always add up to `total`. With equal shares the parts differ by at most 1.
 */
export function splitTotal(total: number, shares: readonly (number | null)[]): number[] {
  if (!shares.length) return [];
  const weights = shares.map((s) => s ?? PILLAR_SHARE_LIMITS.default);
  const sum = weights.reduce((a, b) => a + b, 0);
  // integer arithmetic: quota = total * w / sum, as a whole part and a remainder over `sum`
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; k < left; k++) parts[byRemainder[k].i] += 1;
  return parts;
}

/** Each active pillar's target: the total the user's frequency asks for, split by the pillars' shares. */
export const mixTargets = (frequency: Frequency, shares: readonly (number | null)[]) =>
  splitTotal(FREQUENCY_MIX_TOTALS[frequency], shares);

export interface PillarMixCounts {
  target: number;
  scheduled: number;
  drafts: number;
}

/** Posts still missing for a pillar (never negative): the target less what is scheduled in the window and drafted. */
export const pillarGap = (p: PillarMixCounts) => Math.max(0, p.target - p.scheduled - p.drafts);

/**
 * Ideas "Fill the gap" may still add to a pillar: its gap less the idea cards already waiting for it (ideas are not
 * planned posts, but each one is meant to become one: a second click adds nothing until they are used or deleted).
 */
export const fillGapRoom = (p: PillarMixCounts & { ideas: number }) => Math.max(0, pillarGap(p) - p.ideas);

/** The idea cards "Fill the gap" adds to a pillar: its room, at most `cap`. */
export const fillGapCount = (p: PillarMixCounts & { ideas: number }, cap: number = FILL_GAP_MAX_PER_PILLAR) =>
  Math.min(fillGapRoom(p), cap);

/** The idea cards "Fill the gap" adds in all (what its button announces): never more than the sum of the gaps. */
export const fillGapTotal = (pillars: readonly (PillarMixCounts & { ideas: number })[]) =>
  pillars.reduce((sum, p) => sum + fillGapCount(p), 0);

/** The pillar most behind its target: the largest share of its target still missing, then the largest gap. */
export function mostBehind<T extends PillarMixCounts & { pillarId: string }>(pillars: readonly T[]): T | null {
  let best: T | null = null;
  let bestShare = -1;
  for (const p of pillars) {
    const share = p.target > 0 ? pillarGap(p) / p.target : 0;
    if (share > bestShare || (share === bestShare && best && pillarGap(p) > pillarGap(best))) {
      best = p;
      bestShare = share;
    }
  }
  return best;
}
