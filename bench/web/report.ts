// Medians and the printed table of bench/web, and the targets of issue 8 §3 checked against them.

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

/** Issue 8 §3 (JS size is checked by scripts/report-bundle.mjs at build time). */
export const TARGETS: { check: (m: Medians) => { ok: boolean; text: string } }[] = [
  {
    check: (m) => {
      const v = get(m, "ours /sign-in", "score");
      return { ok: v >= 95, text: `/sign-in performance ${v} >= 95` };
    },
  },
  {
    check: (m) => {
      const v = get(m, "ours /strategy (signed in)", "score");
      return { ok: v >= 95, text: `/strategy (signed in) performance ${v} >= 95` };
    },
  },
  {
    check: (m) => {
      const ours = get(m, "ours /sign-in", "lcp");
      const theirs = get(m, "template /sign-in", "lcp");
      const ratio = ours / theirs;
      return {
        ok: ratio <= 0.8,
        text: `/sign-in LCP ${(ours / 1000).toFixed(2)} s = ${ratio.toFixed(2)}x the template's ${(theirs / 1000).toFixed(2)} s (<= 0.8x)`,
      };
    },
  },
  {
    check: (m) => {
      const v = get(m, "ours /strategy usable", "usableMs");
      return {
        ok: v <= 800,
        text: `/strategy usable in ${Math.round(v)} ms (<= 800 ms; first question's field on screen and enabled)`,
      };
    },
  },
];
