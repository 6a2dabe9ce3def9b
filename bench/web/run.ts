// Benchmark: first paint of the production build beside the seed's template (shadcn-admin 2.2.1, static SPA), in the
// same run, alternating runs, medians. Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium on
// /sign-in (both apps) and on /strategy signed in (the template has no /strategy: its dashboard "/" stands beside it),
// plus "/strategy usable": from navigation start until the first question's field is on screen and enabled
// (measured with Playwright, no throttling, localhost).
//
// Usage: npm run bench:web [-- --runs 3 --no-build]
//   TEMPLATE_DIR   the template's production build (default ../shared/anchors/shadcn-admin-2.2.1)
//   CHROMIUM       the browser (default /usr/bin/chromium, else one on the PATH, else Debian's installed now)
//   BENCH_SAVE_LHR a folder to keep each Lighthouse report (JSON) in
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "../../tests/support/database-global-setup";
import { signedInCookie, startApp, stop, waitFor } from "../support/app-server";
import { serveStaticSpa } from "./static-server";
import { TARGETS, median, table, type Sample } from "./report";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args";
import { chromiumPathOrExit } from "../support/chromium";

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1] || 3) || 3;
const BUILD = !argv.includes("--no-build");
// found (or installed) before anything is built or started
const CHROMIUM = chromiumPathOrExit();
const TEMPLATE_DIR = path.resolve(process.env.TEMPLATE_DIR ?? "../shared/anchors/shadcn-admin-2.2.1");
const CHROME_FLAGS = ["--headless", ...CHROMIUM_ARGS];

async function launchChromium(): Promise<{ child: ChildProcess; port: number; profile: string }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-chrome-"));
  const child = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, "chromium", 30_000);
  return { child, port, profile };
}

interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: unknown }>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
// The devDependency `lighthouse` (12.x), loaded by name at run time (its types are not needed here).
const LIGHTHOUSE_MODULE = "lighthouse";
let lighthouseFn: Lighthouse | undefined;
async function loadLighthouse(): Promise<Lighthouse> {
  lighthouseFn ??= ((await import(LIGHTHOUSE_MODULE)) as { default: Lighthouse }).default;
  return lighthouseFn;
}

/** One Lighthouse run; a run that failed to record (e.g. NO_NAVSTART on a busy machine) is tried again, twice. */
async function lighthouseRun(url: string, cookie?: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`${err instanceof Error ? err.message : String(err)}; trying again`);
    }
  }
}

/** One Lighthouse run (default config: mobile, simulated throttling), performance only, in a fresh browser. */
async function lighthouseOnce(url: string, cookie?: string): Promise<Sample> {
  const chrome = await launchChromium();
  try {
    const lighthouse = await loadLighthouse();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_SAVE_LHR) {
      fs.mkdirSync(process.env.BENCH_SAVE_LHR, { recursive: true });
      const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_SAVE_LHR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      si: audit("speed-index"),
      cls: audit("cumulative-layout-shift"),
      jsKb: scripts.filter((r) => r.resourceType === "Script").reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1000,
      requests: scripts.length,
    };
  } finally {
    await stop(chrome.child);
    fs.rmSync(chrome.profile, { recursive: true, force: true });
  }
}

/**
 * "Usable": milliseconds from navigation start until the first question's field is in the page, visible and
 * enabled (then a key press is typed into it to prove it takes input). No throttling.
 */
async function strategyUsable(origin: string, cookie: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => f !== "--headless"),
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const i = pair.indexOf("=");
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: origin };
      }),
    );
    const page = await context.newPage();
    const field =
      'main :is(textarea, input, select, button, [role="radio"], [role="checkbox"])[aria-labelledby$="-label"]';
    await page.goto(`${origin}/strategy`, { waitUntil: "commit" });
    const handle = await page.waitForFunction(
      (selector) => {
        const el = document.querySelector<HTMLElement>(selector);
        if (!el || el.matches(":disabled") || !el.checkVisibility()) return false;
        return performance.now();
      },
      field,
      { polling: "raf", timeout: 30_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    await page.locator(field).first().focus();
    // One query in the page (a locator resolves, then evaluates: the server-rendered field may be replaced by the
    // app's in between, which carries the focus over); the focus must hold through the app's take-over.
    const focused = await page
      .waitForFunction((selector) => document.querySelector(selector) === document.activeElement, field, {
        timeout: 5_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!focused) throw new Error("the first question's field did not take focus");
    return ms;
  } finally {
    await browser.close();
  }
}

/** The template's dashboard: milliseconds until its first heading is on screen (beside "/strategy usable"). */
async function templateUsable(origin: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => f !== "--headless"),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`, { waitUntil: "commit" });
    const handle = await page.waitForFunction(
      () => {
        const el = document.querySelector<HTMLElement>("main h1, main h2");
        return el && el.checkVisibility() ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(TEMPLATE_DIR, "index.html")))
    throw new Error(`no template build in ${TEMPLATE_DIR} (TEMPLATE_DIR)`);
  if (BUILD) {
    const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const dataDir = path.resolve(".tmp", `bench-web-${Date.now()}`);
  let app: ChildProcess | undefined;
  const template = await serveStaticSpa(TEMPLATE_DIR, await freePort());
  try {
    const started = await startApp(dataDir);
    app = started.child;
    const ours = started.origin;
    const cookie = await signedInCookie(ours);
    console.log(`ours: ${ours}   template: ${template.origin} (${TEMPLATE_DIR})   runs: ${RUNS}\n`);

    const samples: Record<string, Sample[]> = {};
    const add = (key: string, s: Sample) => (samples[key] ??= []).push(s);
    // Warm both servers (first-request costs are not what is measured).
    await fetch(`${ours}/sign-in`);
    await fetch(`${template.origin}/sign-in`);
    for (let run = 1; run <= RUNS; run++) {
      add("ours /sign-in", await lighthouseRun(`${ours}/sign-in`));
      add("template /sign-in", await lighthouseRun(`${template.origin}/sign-in`));
      add("ours /strategy (signed in)", await lighthouseRun(`${ours}/strategy`, cookie));
      add("template / (dashboard)", await lighthouseRun(`${template.origin}/`));
      add("ours /strategy usable", { usableMs: await strategyUsable(ours, cookie) });
      add("template / usable", { usableMs: await templateUsable(template.origin) });
      console.log(`run ${run}/${RUNS} done`);
    }
    const medians = Object.fromEntries(Object.entries(samples).map(([k, list]) => [k, median(list)]));
    console.log(`\nMedians of ${RUNS} alternating runs (Lighthouse ${"12"}, mobile, simulated throttling)\n`);
    console.log(table(medians));
    console.log("");
    let failed = 0;
    for (const target of TARGETS) {
      const { ok, text } = target.check(medians);
      if (!ok) failed++;
      console.log(`${ok ? "OK  " : "MISS"} ${text}`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stop(app);
    await template.close();
    if (!process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
