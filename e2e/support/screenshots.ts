import type { Locator, Page } from "@playwright/test";

/**
 * Screenshots kept for a human to look at (never compared): written when E2E_SCREENSHOTS=1, or on a developer's
 * run (CI unset). In CI nobody opens them, and taking them was a fifth of the suite's browser time.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === "1" : !process.env.CI;

export async function keepScreenshot(
  target: Page | Locator,
  path: string,
  opts: { fullPage?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await target.screenshot({ path, ...opts });
}
