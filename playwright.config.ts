import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium-args";

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * PRODUCTION build (`npm run build` first). e2e/global-setup.ts starts the SMTP catcher, the LinkedIn OIDC
 * simulator and `node dist/server/index.js` on free ports with a fresh embedded Postgres (or E2E_DATABASE_URL),
 * and hands the URLs to the tests through env vars and .tmp/e2e-state.json (see e2e/support/state.ts).
 */
const CI = !!process.env.CI;
/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink without the desktop browser's UI) when
 * installed: on 2 cores the full browser's own UI renderers and GPU process took a third of the suite's CPU.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/**
 * Specs that change state every other test would see (see the "global-knobs" project). The fake LLM's mode is not
 * one: a spec gives it a mode for its own requests only (`setFakeLlmMode`'s scope).
 */
const GLOBAL_KNOB_SPECS = [
  // switches the LinkedIn simulator's default member (the one "Continue with LinkedIn" signs in as)
  "**/auth-linkedin.spec.ts",
  // Not a knob (its fake LLM modes are scoped), but its "no failed request" check saw the generation's request
  // aborted (net::ERR_ABORTED) once when run beside the other specs (2026-11-29, not explained yet; alone: 2/2):
  // here until that is found, as when it last passed every run
  "**/generate-post.spec.ts",
];

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  // Three spec files at a time (E2E_WORKERS overrides): every test makes its own user, so specs share the server
  // and database safely. The tests mostly wait (the server, network idle, animations, a publish at its minute), so
  // on 2 cores three at a time took the suite from 13.0 to 11.2 min. A spec that turns a server-wide knob (the
  // LinkedIn simulator's member) runs in "global-knobs", after all the others. Tests inside one file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  // No retries: a test that passes only on its second try is a failure (issue 26), and failOnFlakyTests makes
  // Playwright itself exit non-zero should anyone add retries back.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a bound on a run that hangs, not a time budget (scripts/test-all.sh prints each step's time)
  globalTimeout: CI ? 40 * 60_000 : 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 720 },
    // The real origin is set per test by e2e/support/test.ts from the global setup's state.
    locale: "en-US",
    timezoneId: "UTC",
    // page.route() cannot see what a service worker fetches: specs that test offline support allow the worker.
    serviceWorkers: "block",
    // Recording a trace (DOM snapshots and a screencast at every step) cost a quarter of the run's CPU; nobody can
    // open a trace left on a CI machine, so CI records none (rerun a failure locally, or pass --trace=on).
    trace: CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    video: "off",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: GLOBAL_KNOB_SPECS },
    // one at a time, after the others: these specs turn what every other spec would see
    { name: "global-knobs", testMatch: GLOBAL_KNOB_SPECS, dependencies: ["chromium"], workers: 1 },
    // pictures for a human look, not checks: `npm run screens` (test-results/<folder>/*.png)
    ...(process.env.E2E_SCREENSHOTS === "1"
      ? [{ name: "screens", testDir: "./e2e/screens", testMatch: "**/*.screens.ts", timeout: 180_000 }]
      : []),
  ],
});
