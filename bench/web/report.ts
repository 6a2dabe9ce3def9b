// Medians and the printed table of bench/web, and the targets (issues 8 §3 and 30) checked against them.

export interface Sample {
  score?: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  si?: number;
  cls?: number;
  jsKb?: number;
  requests?: number;
  usableMs?: number;
}
type Key = keyof Sample;
const KEYS: Key[] = ["score", "fcp", "lcp", "tbt", "si", "cls", "jsKb", "requests", "usableMs"];

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over the runs (figures a sample lacks are left out). */
export function median(samples: Sample[]): Sample {
  const out: Sample = {};
  for (const key of KEYS) {
    const values = samples.map((s) => s[key]).filter((v): v is number => typeof v === "number" && Number.isFinite(v));
    if (values.length) out[key] = middle(values);
  }
  return out;
}

const COLUMNS: { key: Key; title: string; format: (n: number) => string }[] = [
  { key: "score", title: "perf", format: (n) => String(Math.round(n)) },
  { key: "fcp", title: "FCP s", format: (n) => (n / 1000).toFixed(2) },
  { key: "lcp", title: "LCP s", format: (n) => (n / 1000).toFixed(2) },
  { key: "tbt", title: "TBT ms", format: (n) => String(Math.round(n)) },
  { key: "si", title: "SI s", format: (n) => (n / 1000).toFixed(2) },
  { key: "cls", title: "CLS", format: (n) => n.toFixed(3) },
  { key: "jsKb", title: "JS kB", format: (n) => n.toFixed(1) },
  { key: "requests", title: "reqs", format: (n) => String(Math.round(n)) },
  { key: "usableMs", title: "usable ms", format: (n) => String(Math.round(n)) },
];

export function table(rows: Record<string, Sample>): string {
  const names = Object.keys(rows);
  const width = Math.max(...names.map((n) => n.length), 4);
  const head = `${"page".padEnd(width)}  ${COLUMNS.map((c) => c.title.padStart(10)).join("")}`;
  const lines = names.map(
    (name) =>
      `${name.padEnd(width)}  ${COLUMNS.map((c) => (rows[name]![c.key] === undefined ? "—" : c.format(rows[name]![c.key]!)).padStart(10)).join("")}`,
  );
  return [head, "-".repeat(head.length), ...lines].join("\n");
}

type Medians = Record<string, Sample>;
const get = (m: Medians, row: string, key: Key) => m[row]?.[key] ?? NaN;

/** The row names of the printed table. */
export const ourRow = (path: string) => `ours ${path}`;
export const templateRow = (path: string) => `template ${path}`;

/** Issue 30's targets on every page (JS size is checked by scripts/report-bundle.mjs at build time). */
export const PAGE_TARGETS = { score: 95, lcpMs: 1500, usableMs: 800, cls: 0 } as const;
/** Issue 8 §3: /sign-in's LCP against the template's. */
const SIGN_IN_LCP_RATIO = 0.8;

export interface Check {
  ok: boolean;
  text: string;
}

/** The targets of one page, each a MET/MISSED line; `input` names what "usable" waited for. */
export function pageChecks(m: Medians, path: string, input: string): Check[] {
  const row = ourRow(path);
  const score = get(m, row, "score");
  const lcp = get(m, row, "lcp");
  const usable = get(m, row, "usableMs");
  const cls = get(m, row, "cls");
  const checks: Check[] = [
    { ok: score >= PAGE_TARGETS.score, text: `${path} performance ${score} >= ${PAGE_TARGETS.score}` },
    {
      ok: lcp <= PAGE_TARGETS.lcpMs,
      text: `${path} LCP ${(lcp / 1000).toFixed(2)} s <= ${(PAGE_TARGETS.lcpMs / 1000).toFixed(1)} s`,
    },
    {
      ok: usable <= PAGE_TARGETS.usableMs,
      text: `${path} usable in ${Math.round(usable)} ms <= ${PAGE_TARGETS.usableMs} ms (${input} on screen and enabled)`,
    },
    // no layout shift at all (the table rounds to 3 decimals: the line prints 4)
    { ok: cls <= PAGE_TARGETS.cls, text: `${path} CLS ${cls.toFixed(4)} = ${PAGE_TARGETS.cls}` },
  ];
  if (path === "/sign-in") {
    const theirs = get(m, templateRow("/sign-in"), "lcp");
    const ratio = lcp / theirs;
    checks.push({
      ok: ratio <= SIGN_IN_LCP_RATIO,
      text: `/sign-in LCP ${(lcp / 1000).toFixed(2)} s = ${ratio.toFixed(2)}x the template's ${(theirs / 1000).toFixed(2)} s (<= ${SIGN_IN_LCP_RATIO}x)`,
    });
  }
  return checks;
}
