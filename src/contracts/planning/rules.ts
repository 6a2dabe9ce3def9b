import type { Frequency } from "../strategy/rules";

/**
 * The pillar mix (issue 12): for the coming weeks, how many posts each active pillar has planned against what its
 * frequency asks for. Zod-free: Generate Post's first load reads it to preselect the pillar most behind.
 */
export const PILLAR_MIX_WEEKS = 4;

/** The statuses counted as scheduled when their `scheduledAt` is in the window. */
export const PILLAR_MIX_SCHEDULED_STATUSES = ["scheduled", "publishing", "published"] as const;

/** Posts a pillar's frequency asks for over PILLAR_MIX_WEEKS weeks ("Daily" means working days). */
export const FREQUENCY_TARGETS: Record<Frequency, number> = {
  Daily: 20,
  "2-3 times per week": 10,
  "Once a week": 4,
  "2-3 times per month": 2,
  Monthly: 1,
  Occasionally: 1,
};

/** At most this many idea cards per pillar and per "Fill the gap". */
export const FILL_GAP_MAX_PER_PILLAR = 5;

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

/** The pillar most behind its frequency: the largest share of its target still missing, then the largest gap. */
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
