import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { connectedUser, scheduledPost } from "./support/scheduler";

/**
 * The server renders /scheduler and /content-management with the data of the request's own user (the loaders read
 * under the request's row-level-security context; the render keeps nothing of one page for the next): user B's
 * pages, as the server sends them (the first response's HTML: the markup and pp-data), never hold user A's posts or
 * pillars, even when both users' pages are rendered at the same time.
 */
test.use({ timezoneId: "Europe/Paris" });

const PAGES = ["/scheduler", "/content-management"];

async function writeContent(page: Page, who: string) {
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: `${who}-pillar` }] },
  });
  expect(strategy.status()).toBe(201);
  expect((await page.request.post("/api/posts", { data: { body: `${who}-draft-post` } })).status()).toBe(201);
  // in two hours (the Scheduler is opened on its day in Paris)
  const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
  await scheduledPost(page, `${who}-scheduled-post`, at);
  // the app's first load tells the server the browser's time zone and width: its pages come rendered after
  await page.goto("/content-management");
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toEqual(expect.arrayContaining(["pp-time-zone", "pp-viewport"]));
  return at;
}

const names = (who: string) => [`${who}-pillar`, `${who}-draft-post`, `${who}-scheduled-post`];

/** A page as the server sends it to this browser: its HTML, and whether it came rendered. */
async function served(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  return { html, rendered: /<div id="root" data-prerendered="\w+">/.test(html) };
}

test("user B's server-rendered Scheduler and Content Management never hold user A's data", async ({
  page,
  browser,
  request,
  baseURL,
  mail,
  state,
}) => {
  await connectedUser(page, request, baseURL!, mail, state);
  const at = await writeContent(page, "Alicepl");
  const other = await browser.newContext({ baseURL, timezoneId: "Europe/Paris" });
  const pageB = await other.newPage();
  try {
    await connectedUser(pageB, request, baseURL!, mail, state);
    await writeContent(pageB, "Bobpl");
    // the scheduler on the scheduled posts' day (in Paris), where both users have one
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(at));
    const urls = [`${PAGES[0]}?date=${day}`, PAGES[1]];

    // both users' pages asked at once: the renders queue, each with its own user's data
    const [ofA, ofB] = await Promise.all([
      Promise.all(urls.map((url) => served(page, url))),
      Promise.all(urls.map((url) => served(pageB, url))),
    ]);
    for (const [who, pages] of [
      ["Alicepl", ofA],
      ["Bobpl", ofB],
    ] as const) {
      const others = names(who === "Alicepl" ? "Bobpl" : "Alicepl");
      for (const [i, url] of urls.entries()) {
        expect(pages[i].rendered, `${who} ${url} rendered`).toBe(true);
        for (const name of others) expect(pages[i].html, `${who} ${url}`).not.toContain(name);
      }
      // each page holds its own user's data, in the markup and in pp-data
      expect(pages[0].html).toContain(`${who}-scheduled-post`);
      for (const name of names(who)) expect(pages[1].html).toContain(name);
    }

    // and the document B's browser loads, as it loads it
    const response = await pageB.goto(urls[0]);
    const html = await response!.text();
    expect(html).toContain("Bobpl-scheduled-post");
    for (const name of names("Alicepl")) expect(html).not.toContain(name);
    await expect(pageB.getByRole("link", { name: "Bobpl-scheduled-post" })).toBeVisible();
  } finally {
    await other.close();
  }
});
