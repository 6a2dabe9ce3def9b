import { expect, type Page } from "@playwright/test";

/**
 * A signed-in page the server renders with its data (src/server/http/page-render.ts): it paints before the app's
 * code has run, and the app takes it over (src/web/lib/app/take-over.ts).
 */

/** Whether the page's #root came rendered by the server, and in which language ("en", "fr"), or null. */
export const renderedIn = (page: Page) =>
  page.evaluate(() => document.getElementById("root")!.getAttribute("data-prerendered"));

/** Waits for the app to have taken the server's markup over. */
export const tookOver = (page: Page) => expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);

/** Sums the page's layout shifts from its start (CLS without the session windows: any shift counts). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

/** The page as the server sent it for the browser's cookies: whether it carried rendered markup. */
export async function servedWithMarkup(page: Page, url: string): Promise<boolean> {
  const html = await (await page.request.get(url)).text();
  return /<div id="root" data-prerendered="\w+">/.test(html);
}
