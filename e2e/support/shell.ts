/** Helpers for specs of the authenticated shell. */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { MailBox } from "./test";
import { createVerifiedUser, signInViaApi, type TestUser } from "./auth";
import { keepScreenshot } from "./screenshots";

/** A verified user, signed in in the page's context (one per test: users are cheap). */
export async function signedInUser(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  mail: MailBox,
  options: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const user = await createVerifiedUser(request, baseURL, mail, { firstName: "Ada", lastName: "Lovelace", ...options });
  await signInViaApi(page, baseURL, user);
  return user;
}

/** Waits for the shell (sidebar or header) and the page to settle. */
export async function waitForShell(page: Page) {
  await expect(
    page.getByRole("button", { name: "Search" }).or(page.getByRole("button", { name: "Rechercher" })),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settleAnimations(page);
}

export async function settleAnimations(page: Page) {
  await page
    // Endless animations (spinners, indeterminate progress bars) never settle: only finite ones are waited for.
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** axe-core's script, read once per worker. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  // Only violations are read: collecting every passing node's details was a tenth of each run.
  resultTypes: ["violations"],
};

/**
 * Axe on the page once its animations have settled, or only inside `include` (e.g. an open menu, whose modal mode
 * hides the rest). axe-core is put in the page once per document, not before every check (a state's checks mostly
 * share one document: the app is a single page), and runs in the page itself: the app has no frames to merge
 * results from.
 */
export async function expectNoAxeViolations(page: Page, what: string, include?: string) {
  // the state a person reads: a menu mid-fade has blended colours (axe saw 4.46:1 on a user menu still opening)
  await settleAnimations(page);
  // a page's own Content-Security-Policy does not apply to what the test harness evaluates
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([options, selector]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector] } : document,
        options,
      ),
    [AXE_OPTIONS, include ?? null] as const,
  );
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.split("\n").join(" ") ?? ""}`)
        .join("\n")}`,
  );
  expect(summary, what).toEqual([]);
}

/** The desktop sidebar's state from its data attribute. */
export function desktopSidebar(page: Page) {
  return page.locator('[data-slot="sidebar"]');
}

/**
 * The theme x language pairs every screen's states are checked in: light fr and dark en cover both themes and both
 * languages (colours differ by theme, text lengths by language); light en and dark fr would repeat them.
 */
export const SCREEN_COMBINATIONS = [
  ["light", "fr"],
  ["dark", "en"],
] as const;

/**
 * One screen state checked the same way everywhere: no axe violation (at 1280 px), no sideways scrolling at 375
 * and 1280 px, and full-page screenshots at both widths in test-results/{folder}/{name}-{width}.png for a human look.
 */
export async function checkScreenState(page: Page, folder: string, name: string, opts: { include?: string } = {}) {
  await settleAnimations(page);
  await expectNoAxeViolations(page, `${folder}/${name}`, opts.include);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settleAnimations(page);
    // polled: a calendar lays itself out again a moment after the window's resize (FullCalendar waits 100 ms)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width} px scrolls sideways`,
        timeout: 5_000,
      })
      .toBeLessThanOrEqual(width);
    await keepScreenshot(page, `test-results/${folder}/${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A button inside the toast area (e.g. a toast's Undo), not one of the page's own buttons with the same name. */
export function toastButton(page: Page, name: string) {
  return page.getByRole("region", { name: /^Notifications/ }).getByRole("button", { name, exact: true });
}

/** Waits until the service worker controls the page and keeps `path`'s answer for offline use. */
export async function waitForKept(page: Page, path: string, timeout?: number) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (url) => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(url)),
          path,
        ),
      { timeout },
    )
    .toBe(true);
}

/** Waits until the service worker controls the page and keeps `postId`'s read for offline use. */
export const waitForOfflineCopy = (page: Page, postId: string) => waitForKept(page, `/api/posts/${postId}`);

/**
 * A new browser context in a theme and a language picked as by hand (the page keeps it rather than taking the
 * profile's language), signed in with `storageState` when given; the browser's locale follows the language.
 */
export async function themedContext(
  browser: Browser,
  opts: {
    baseURL: string;
    theme: "light" | "dark";
    language: "en" | "fr";
    storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: opts.baseURL,
    storageState: opts.storageState,
    locale: opts.language === "en" ? "en-US" : "fr-FR",
    serviceWorkers: "block",
    timezoneId: "UTC",
  });
  await context.addInitScript(
    ([lng, th]) => {
      window.localStorage.setItem("i18nextLng", lng);
      window.localStorage.setItem("pp:language-chosen", "1");
      window.localStorage.setItem("vite-ui-theme", th);
    },
    [opts.language, opts.theme] as const,
  );
  return context;
}

/**
 * How long a carousel's "Download PDF" may take to give its file: the PDF is a job (queued, picked up by the worker,
 * printed by Chromium), seconds on a runner whose two cores also run three browsers; the panel says where it stands.
 */
export const PDF_RENDER_TIMEOUT_MS = 45_000;
