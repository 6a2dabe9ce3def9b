import { describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGETS, checkBudget } from "../../scripts/bundle-budgets.mjs";
import { PAGES } from "../../bench/web/pages";

describe("first-load JavaScript budgets (issue 30)", () => {
  const budget = { path: "/notes", gzipKb: 209, files: 28 };

  it("passes a page within both its kB and its files", () => {
    expect(checkBudget(budget, { gzipBytes: 209_000, files: 28 })).toEqual({
      ok: true,
      line: "/notes first load: 209.00 kB gzip in 28 files; budget 209 kB, 28 files: OK",
    });
  });

  it("fails a page over its kB, over its files, or not found in the build", () => {
    expect(checkBudget(budget, { gzipBytes: 209_001, files: 28 })).toMatchObject({ ok: false });
    expect(checkBudget(budget, { gzipBytes: 100_000, files: 29 }).line).toMatch(/OVER BUDGET \(files\)$/);
    expect(checkBudget(budget, { gzipBytes: 300_000, files: 40 }).line).toMatch(/OVER BUDGET \(kB, files\)$/);
    expect(checkBudget(budget, undefined)).toMatchObject({ ok: false });
  });

  it("has one budget for each page bench:web measures, and no other", () => {
    const budgeted = FIRST_LOAD_BUDGETS.map((b) => b.path);
    expect(new Set(budgeted).size).toBe(budgeted.length);
    expect([...budgeted].sort()).toEqual(PAGES.map((p) => p.path).sort());
  });
});
