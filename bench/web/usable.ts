// "Usable": milliseconds from navigation start until a page's first input is in the page, visible and enabled, then
// focused to prove it takes input through the app's take-over. Playwright, no throttling, localhost.
import { chromium } from "@playwright/test";
import { cookiesOf } from "../support/cookie-header";

export interface UsableOptions {
  chromiumPath: string;
  args: string[];
  /** The Cookie header of a signed-in user, or none. */
  cookie?: string;
  /** Focus the element and check the focus holds (an input); off for the template's heading. */
  focus: boolean;
}

export async function usableMs(url: string, selector: string, options: UsableOptions): Promise<number> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: options.args.filter((f) => f !== "--headless"),
  });
  try {
    const context = await browser.newContext();
    if (options.cookie) {
      const origin = new URL(url).origin;
      await context.addCookies(cookiesOf(options.cookie, origin));
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    const handle = await page
      .waitForFunction(
        (query) => {
          const el = document.querySelector<HTMLElement>(query);
          if (!el || el.matches(":disabled") || !el.checkVisibility()) return false;
          return performance.now();
        },
        selector,
        { polling: "raf", timeout: 30_000 },
      )
      .catch(async (error: unknown) => {
        // what the page showed instead, so a changed page is told from a slow one
        const shown = await page.evaluate(() => document.querySelector("main")?.innerText.slice(0, 600) ?? "(no main)");
        throw new Error(`${url}: ${selector} was not on screen and enabled within 30 s; the page showed: ${shown}`, {
          cause: error,
        });
      });
    const ms = (await handle.jsonValue()) as number;
    if (!options.focus) return ms;
    await page.locator(selector).first().focus();
    // One query in the page (a locator resolves, then evaluates: a server-rendered field may be replaced by the
    // app's in between, which carries the focus over); the focus must hold through the app's take-over.
    const focused = await page
      .waitForFunction((query) => document.querySelector(query) === document.activeElement, selector, {
        timeout: 5_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!focused) throw new Error(`${url}: ${selector} did not take focus`);
    return ms;
  } finally {
    await browser.close();
  }
}
