import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A signed-in page the server renders with its data (src/server/http/page-render.ts): it paints before the app's
 * code has run, and the app takes it over (src/web/lib/app/take-over.ts).
 */

/** Whether the page's #root came rendered by the server, and in which language ("en", "fr"), or null. */
export const renderedIn = (page: Page) =>
  page.evaluate(() => document.getElementById("root")!.getAttribute("data-prerendered"));

/** Waits for the app to have taken the server's markup over. */
export const tookOver = (page: Page) => expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);

/** Sums the page's layout shifts from its start (CLS without the session windows: any shift counts), with what moved. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { __shifts: number; __shifted: string[] };
    w.__shifts = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts += entry.value;
        // what moved, for the failure's message
        for (const s of entry.sources)
          w.__shifted.push(
            `${(s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
/**
 * Forgets the shifts so far. Before the take-over, once the fonts are in: the web font arriving after the server's
 * markup has painted moves text (the fallback's widths; the page's font loading, not the take-over) and is measured
 * apart from it.
 */
export const forgetLayoutShifts = (page: Page) =>
  page.evaluate(async () => {
    // A face is asked for when text needing it is laid out, and `fonts.ready` may resolve before that: wait for the
    // frames that lay the page out, then for the faces they asked, until none loads (a medium weight arriving after
    // `ready` moved "Drop images or a PDF here" on /library in a CI run).
    do {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      await document.fonts.ready;
    } while (Array.from(document.fonts).some((face) => face.status === "loading"));
    const w = window as unknown as { __shifts: number; __shifted: string[] };
    w.__shifts = 0;
    w.__shifted = [];
  });

export async function expectNoLayoutShift(page: Page) {
  const { shifts, shifted } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: number; __shifted: string[] };
    return { shifts: w.__shifts, shifted: w.__shifted };
  });
  expect(shifts, shifted.join("\n")).toBe(0);
}

/** The page as the server sent it for the browser's cookies: whether it carried rendered markup. */
export async function servedWithMarkup(page: Page, url: string): Promise<boolean> {
  const html = await (await page.request.get(url)).text();
  return /<div id="root" data-prerendered="\w+">/.test(html);
}

/**
 * The page's main content as pixels, to compare before and after the take-over: once the fonts are in and the
 * transitions have run to their end. The shell's sticky header is hidden (not removed: nothing moves) because it is
 * translucent and blurs what scrolls under it: capturing a main taller than the window scrolls it under the header,
 * and the blur's shading of the header's edge varied by a few levels between two captures of the same page on a
 * loaded machine (CI), which is not the page changing.
 */
export async function mainPixels(page: Page, mask: Locator[] = []) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  return page.locator("main").screenshot({ mask, style: "header.sticky { visibility: hidden !important; }" });
}

/**
 * The app's first load in this browser, at `path`: it tells the server the browser's time zone (the `pp-time-zone`
 * cookie), which a page showing dates needs to come rendered.
 */
export async function tellTimeZone(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "pp-time-zone")).toBe(true);
}

/**
 * The reads (GET /api/..., path and query) the page asks the network from now on: a read whose answer the page held
 * (`pp-data`) must not be among them once the app has taken over.
 */
export function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
  });
  return reads;
}
