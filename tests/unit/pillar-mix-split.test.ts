import { describe, expect, it } from "vitest";
import {
  FILL_GAP_MAX_PER_PILLAR,
  fillGapCount,
  fillGapTotal,
  FREQUENCY_MIX_TOTALS,
  mixTargets,
  PILLAR_MIX_WEEKS,
  PILLAR_SHARE_LIMITS,
  splitTotal,
} from "../../src/contracts/planning/rules";
import { FREQUENCIES, STRATEGY_LIMITS } from "../../src/contracts/strategy/rules";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const PILLAR_COUNTS = [3, 4, 5] as const;

describe("the mix's total by answered frequency", () => {
  it("is what the user said over 4 weeks", () => {
    expect(PILLAR_MIX_WEEKS).toBe(4);
    // 2-3 a week is 8-12 posts in 4 weeks; daily means working days; a month is about 4 weeks
    expect(FREQUENCY_MIX_TOTALS).toEqual({
      Daily: 20,
      "2-3 times per week": 10,
      "Once a week": 4,
      "2-3 times per month": 2,
      Monthly: 1,
      Occasionally: 1,
    });
    expect(Object.keys(FREQUENCY_MIX_TOTALS).sort()).toEqual([...FREQUENCIES].sort());
  });

  it("the strategy's pillar counts are the ones tested here", () => {
    expect([STRATEGY_LIMITS.pillarCountMin, STRATEGY_LIMITS.pillarCountMax]).toEqual([3, 5]);
  });
});

describe("mixTargets: the total split across the active pillars", () => {
  for (const frequency of FREQUENCIES) {
    for (const n of PILLAR_COUNTS) {
      it(`${frequency}, ${n} pillars, equal shares: adds up to the total, parts differ by at most 1`, () => {
        const total = FREQUENCY_MIX_TOTALS[frequency];
        const parts = mixTargets(frequency, Array(n).fill(null));
        expect(parts).toHaveLength(n);
        expect(sum(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
        // the larger parts go to the first pillars (the strategy's order)
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
        // null is the default share: the same as giving every pillar the default explicitly
        expect(mixTargets(frequency, Array(n).fill(PILLAR_SHARE_LIMITS.default))).toEqual(parts);
      });

      it(`${frequency}, ${n} pillars, custom shares: adds up to the total, each part within 1 of its quota`, () => {
        const total = FREQUENCY_MIX_TOTALS[frequency];
        // one pillar three times the others, one left at the default, the rest 2
        const shares = Array.from({ length: n }, (_, i) => (i === 0 ? 3 : i === 1 ? null : 2));
        const weights = shares.map((s) => s ?? PILLAR_SHARE_LIMITS.default);
        const parts = mixTargets(frequency, shares);
        expect(sum(parts)).toBe(total);
        parts.forEach((part, i) => {
          const quota = (total * weights[i]) / sum(weights);
          expect(part).toBeGreaterThanOrEqual(Math.floor(quota));
          expect(part).toBeLessThanOrEqual(Math.ceil(quota));
        });
        // a larger share never gets fewer posts
        expect(parts[0]).toBeGreaterThanOrEqual(Math.max(...parts.slice(1)));
      });
    }
  }

  it("worked examples: 2-3 times per week over 3, 4 and 5 pillars, and with shares", () => {
    expect(mixTargets("2-3 times per week", [null, null, null])).toEqual([4, 3, 3]);
    expect(mixTargets("2-3 times per week", [null, null, null, null])).toEqual([3, 3, 2, 2]);
    expect(mixTargets("2-3 times per week", [null, null, null, null, null])).toEqual([2, 2, 2, 2, 2]);
    expect(mixTargets("Daily", [2, 1, 1])).toEqual([10, 5, 5]);
    expect(mixTargets("2-3 times per week", [1, 1, 3])).toEqual([2, 2, 6]);
    // the largest remainder wins the spare post, not the first pillar
    expect(mixTargets("Once a week", [1, 2, 4])).toEqual([1, 1, 2]);
    expect(mixTargets("Monthly", [1, 1, 1, 10])).toEqual([0, 0, 0, 1]);
  });

  it("splits exactly for any total and any shares in bounds", () => {
    for (let total = 0; total <= 40; total++)
      for (const shares of [[1], [10, 1, 1], [3, 7, 2, 9], [1, 2, 3, 4, 5], [10, 10, 10, 10, 10]])
        expect(sum(splitTotal(total, shares))).toBe(total);
    expect(splitTotal(10, [])).toEqual([]);
  });
});

describe("Fill the gap's count", () => {
  const p = (target: number, scheduled = 0, drafts = 0, ideas = 0) => ({ target, scheduled, drafts, ideas });
  it("is at most the sum of the gaps less the waiting ideas, and the per-pillar cap", () => {
    expect(fillGapCount(p(3, 1, 0, 1))).toBe(1);
    expect(fillGapCount(p(20))).toBe(FILL_GAP_MAX_PER_PILLAR);
    expect(fillGapCount(p(2, 3))).toBe(0);
    // the case: 2-3 times per week, 4 pillars, nothing planned -> 10 cards, not 20
    const four = mixTargets("2-3 times per week", [null, null, null, null]).map((target) => p(target));
    expect(fillGapTotal(four)).toBe(10);
    expect(fillGapTotal([p(3, 1), p(3, 0, 3), p(2, 0, 0, 1)])).toBe(3);
  });
});
