/** The first-load JavaScript budget of each page guarded at build time (scripts/bundle-budgets.mjs). */
export const FIRST_LOAD_BUDGETS: ReadonlyArray<{ path: string; gzipKb: number; files: number; why: string }>;

/** A page's first load against its budget: the printed line and whether it is within. */
export function checkBudget(
  budget: { path: string; gzipKb: number; files: number },
  measured: { gzipBytes: number; files: number } | undefined,
): { ok: boolean; line: string };
