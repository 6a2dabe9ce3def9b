// Benchmark: first paint of the production build beside the seed's template (shadcn-admin 2.2.1, static SPA), in the
// same run, alternating runs, medians. Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium on /sign-in
// (both apps) and on every sidebar tool signed in (bench/web/pages.ts), the user's workspace holding a realistic amount
// of data (bench/web/seed.ts); the template has no such pages: its dashboard "/" stands beside them. Plus "usable" per
// page: from navigation start until the page's first input is on screen and enabled (Playwright, no throttling,
// localhost; bench/web/usable.ts). Each page's targets are printed MET or MISSED; any MISSED exits 1.
//
// Usage: npm run bench:web [-- --runs 3 --no-build --pages /notes,/library]
//   TEMPLATE_DIR   the template's production build (default ../shared/anchors/shadcn-admin-2.2.1)
//   CHROMIUM       the browser (default /usr/bin/chromium, else one on the PATH, else Debian's installed now)
//   BENCH_SAVE_LHR a folder to keep each Lighthouse report (JSON) in
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { signedInCookie, startApp, stop, waitFor } from "../support/app-server";
import { serveStaticSpa } from "./static-server";
import { median, ourRow, pageChecks, table, templateRow, type Sample } from "./report";
import { TEMPLATE_DASHBOARD, TEMPLATE_DASHBOARD_SELECTOR, TEMPLATE_SIGN_IN, selectPages } from "./pages";
import { SEED, seedWorkspace } from "./seed";
import { usableMs } from "./usable";
import { LIGHTHOUSE_PHONE, returningCookies, USABLE_DESKTOP } from "./returning-browser";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args";
import { chromiumPathOrExit } from "../support/chromium";
import { cookiesOf } from "../support/cookie-header";

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Number(option("--runs") || 3) || 3;
const BUILD = !argv.includes("--no-build");
const PAGES = selectPages(option("--pages"));
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

/**
 * The signed-in browser's cookies, set in its profile as a browser that opened the app before holds them (Lighthouse
 * keeps cookies between its storage resets). Given to Lighthouse as a Cookie header (`extraHeaders`) instead, they
 * were replaced by the browser's own as soon as the app wrote one (its time zone): the app's API reads after the
 * first page went out without the session (401) and the page was measured signing out.
 */
async function setCookies(port: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const origin = new URL(url).origin;
    await browser.contexts()[0]!.addCookies(cookiesOf(cookie, origin));
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (default config: mobile, simulated throttling), performance only, in a fresh browser. */
async function lighthouseOnce(url: string, cookie?: string): Promise<Sample> {
  const chrome = await launchChromium();
  try {
    const lighthouse = await loadLighthouse();
    if (cookie) await setCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
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
    fs.rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 3 });
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
    const pgPort = await freePort();
    const started = await startApp(dataDir, { EMBEDDED_PG_PORT: String(pgPort) });
    app = started.child;
    const ours = started.origin;
    const cookie = await signedInCookie(ours);
    if (PAGES.some((p) => p.signedIn)) {
      const password = fs.readFileSync(path.join(dataDir, "data", ".postgres-password"), "utf8").trim();
      const seeding = Date.now();
      await seedWorkspace(
        ours,
        cookie,
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/pillarpost`,
      );
      console.log(
        `seeded the signed-in user's workspace in ${((Date.now() - seeding) / 1000).toFixed(0)} s: ` +
          `${SEED.posts} posts, ${SEED.notes} notes, ${SEED.media} images, ${SEED.carousels} carousels, ` +
          `${SEED.savedPosts} saved posts, Inspirations' favourites, a strategy with pillars, posting slots`,
      );
    }
    console.log(`ours: ${ours}   template: ${template.origin} (${TEMPLATE_DIR})   runs: ${RUNS}`);
    console.log(
      `pages: ${PAGES.map((p) => p.path).join(", ")}   load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}\n`,
    );

    const samples: Record<string, Sample[]> = {};
    const add = (key: string, s: Sample) => (samples[key] ??= []).push(s);
    // What a browser that has opened the app before sends: the cookies the app wrote on a first visit of each page
    // at the width it is measured at (Lighthouse's phone; Playwright's 1280 px for "usable"), without which a page
    // whose first view depends on them (dates, a phone's layout, the editor's preview) goes out without markup.
    const signedInPaths = PAGES.filter((p) => p.signedIn).map((p) => p.path);
    const browserOptions = { chromiumPath: CHROMIUM, args: CHROME_FLAGS };
    const returning = {
      mobile: await returningCookies(ours, cookie, signedInPaths, LIGHTHOUSE_PHONE, browserOptions),
      desktop: await returningCookies(ours, cookie, signedInPaths, USABLE_DESKTOP, browserOptions),
    };
    const sessionNames = new Set(cookie.split("; ").map((pair) => pair.split("=")[0]));
    const appCookies = returning.mobile
      .split("; ")
      .map((pair) => pair.split("=")[0])
      .filter((name) => !sessionNames.has(name));
    console.log(`a returning browser's cookies besides the session: ${appCookies.join(", ") || "none"}\n`);
    const seen = (viewport: "mobile" | "desktop") => returning[viewport];
    const usable = (url: string, selector: string, signedIn: boolean, focus = true) =>
      usableMs(url, selector, {
        chromiumPath: CHROMIUM,
        args: CHROME_FLAGS,
        cookie: signedIn ? seen("desktop") : undefined,
        focus,
      });
    // Warm both servers (first-request costs are not what is measured).
    for (const page of PAGES) await fetch(`${ours}${page.path}`, page.signedIn ? { headers: { cookie } } : {});
    await fetch(`${template.origin}/sign-in`);
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        const url = `${ours}${page.path}`;
        add(ourRow(page.path), {
          ...(await lighthouseRun(url, page.signedIn ? seen("mobile") : undefined)),
          usableMs: await usable(url, page.selector, page.signedIn),
        });
        if (page.path === "/sign-in")
          add(templateRow(TEMPLATE_SIGN_IN), await lighthouseRun(`${template.origin}${TEMPLATE_SIGN_IN}`));
      }
      const dashboard = `${template.origin}${TEMPLATE_DASHBOARD}`;
      add(templateRow(`${TEMPLATE_DASHBOARD} (dashboard)`), {
        ...(await lighthouseRun(dashboard)),
        usableMs: await usable(dashboard, TEMPLATE_DASHBOARD_SELECTOR, false, false),
      });
      console.log(`run ${run}/${RUNS} done (load average ${os.loadavg()[0].toFixed(1)})`);
    }
    const medians = Object.fromEntries(Object.entries(samples).map(([k, list]) => [k, median(list)]));
    console.log(`\nMedians of ${RUNS} runs (Lighthouse ${"12"}, mobile, simulated throttling; usable: no throttling)`);
    console.log(`(the template's dashboard has no input: its usable is its first heading on screen)\n`);
    console.log(table(medians));
    console.log("");
    let failed = 0;
    for (const page of PAGES)
      for (const { ok, text } of pageChecks(medians, page.path, page.input)) {
        if (!ok) failed++;
        console.log(`${ok ? "MET   " : "MISSED"} ${text}`);
      }
    console.log(`\n${failed ? `${failed} target(s) MISSED` : "every target MET"}`);
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
