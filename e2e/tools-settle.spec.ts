import { test, expect } from "./support/test";
import { waitForShell } from "./support/shell";
import { SIDEBAR_TOOLS } from "./support/tools";

// Every sidebar tool goes quiet once loaded: no render loop keeps rewriting the page. Generate Post (the page every
// sign-in lands on) re-rendered about 500 times a second for ever once its user had a strategy: an effect depended on
// a pillars array made anew on each render (features/editor/editor-data.ts), and its update rendered the page again.

/** The DOM changes the page makes in `ms` (a loop makes thousands; a settled page none or a few). */
const mutationsIn = (ms: number) =>
  new Promise<number>((resolve) => {
    let count = 0;
    const observer = new MutationObserver((list) => (count += list.length));
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    setTimeout(() => {
      observer.disconnect();
      resolve(count);
    }, ms);
  });

for (const width of [375, 1280]) {
  test(`at ${width} px every sidebar tool settles after loading (a user with a strategy): no render loop`, async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    await signedIn("/strategy");
    const made = await page.request.post("/api/strategies", {
      data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }] },
    });
    expect(made.ok()).toBe(true);
    await page.setViewportSize({ width, height: 812 });
    for (const path of SIDEBAR_TOOLS) {
      await page.goto(path);
      await waitForShell(page);
      await page.waitForLoadState("networkidle");
      const changes = await page.evaluate(mutationsIn, 1500);
      expect(changes, `${path}: DOM changes in 1.5 s after loading`).toBeLessThan(20);
    }
  });
}
