import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { holdApp } from "./support/take-over";
import {
  apiReads,
  expectNoLayoutShift,
  forgetLayoutShifts,
  mainPixels,
  renderedIn,
  tookOver,
  watchLayoutShifts,
} from "./support/server-render";

/**
 * /inspirations comes rendered by the server with the workspace's favourites (modules/inspirations/pages.ts): the
 * library is in the first HTML answer with the favourites first and starred, it paints in the user's language and
 * theme before the app's JavaScript has loaded, and the app takes over without a card moving (the favourites arrived
 * with the page: no reordering), without asking again what the page held, and keeping what was typed meanwhile.
 */
/** In the library's order (hooks before endings), which the favourites keep among themselves. */
const FAVOURITES = ["hook-costly-mistake", "end-save-for-later"];

async function markFavourites(page: Page) {
  for (const id of FAVOURITES)
    expect((await page.request.put(`/api/inspirations/favourites/${id}`)).status()).toBe(200);
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Mine", pillars: [{ name: "Tapir pillar" }] },
  });
  expect(strategy.status()).toBe(201);
}

const cards = (page: Page) => page.locator("main article[data-pattern]");

for (const { width, theme, language, title } of [
  { width: 1280, theme: "dark", language: "fr", title: "Inspirations" },
  { width: 375, theme: "light", language: "en", title: "Inspirations" },
] as const) {
  test.describe(`in ${language} and the ${theme} theme, ${width} px wide`, () => {
    test.use({ theme, language });

    test("the library paints from the server's HTML with the favourites first, the same once the app has taken over", async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedInUser(page, request, baseURL!, mail);
      await markFavourites(page);
      // the first answer's HTML holds the library, the favourites first, before any script runs
      const html = await (await page.request.get(`/inspirations?lng=${language}`)).text();
      expect([...html.matchAll(/data-pattern="([\w-]+)"/g)].slice(0, 2).map((m) => m[1])).toEqual(FAVOURITES);
      expect(html).toContain("Tapir pillar");

      await watchLayoutShifts(page);
      const release = await holdApp(page);
      const reads = apiReads(page);
      await page.goto(`/inspirations?lng=${language}`, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(cards(page).first()).toHaveAttribute("data-pattern", FAVOURITES[0]!);
      await expect(cards(page).first().locator("button[aria-pressed]")).toHaveAttribute("aria-pressed", "true");
      expect(await renderedIn(page)).toBe(language);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      const order = await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute("data-pattern")));
      // Not compared pixel by pixel: the native selects (the filters; see e2e/notes-server-render.spec.ts)
      const mask = [page.locator("main select")];
      const before = await mainPixels(page, mask);
      await forgetLayoutShifts(page);

      release();
      await tookOver(page);
      await page.waitForLoadState("networkidle");
      expect(await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute("data-pattern")))).toEqual(order);
      expect((await mainPixels(page, mask)).equals(before), "the same pixels after the take-over").toBe(true);
      await expectNoLayoutShift(page);
      // the favourites and the pillars came with the page: the app did not ask for them again (/api/me is asked again
      // after the app saves the language or the zone to the profile: a write, not the page's data)
      expect(reads.filter((url) => /^\/api\/(inspirations\/favourites|strategies)$/.test(url))).toEqual([]);
    });
  });
}

test("a search typed into the server-rendered library before the app loads is kept, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await markFavourites(page);
  const release = await holdApp(page);
  await page.goto("/inspirations", { waitUntil: "commit" });
  const search = page.getByLabel("Search inspirations");
  await search.click();
  await page.keyboard.type("mistake", { delay: 60 });
  expect(await renderedIn(page)).toBe("en");
  const all = await cards(page).count();

  release();
  await tookOver(page);
  await expect(search).toHaveValue("mistake");
  await expect(search).toBeFocused();
  // the search the app took over filters the library
  await expect.poll(() => cards(page).count()).toBeLessThan(all);
  await expect(cards(page).first()).toHaveAttribute("data-pattern", "hook-costly-mistake");
  await page.keyboard.press("Tab");
  // the next control after the search: the kind filter, not the page's body
  await expect(page.locator("#inspirations-kind")).toBeFocused();
});

test("an example opened on the server-rendered library before the app loads stays open, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await markFavourites(page);
  const release = await holdApp(page);
  await page.goto("/inspirations", { waitUntil: "commit" });
  const first = cards(page).first();
  const example = first.locator("summary");
  await example.click();
  await expect(first.locator("details")).toHaveAttribute("open", "");
  expect(await renderedIn(page)).toBe("en");

  release();
  await tookOver(page);
  await expect(first.locator("details")).toHaveAttribute("open", "");
  await expect(example).toBeFocused();
  // the other examples stay closed
  await expect(cards(page).nth(1).locator("details")).not.toHaveAttribute("open", "");
  // the keyboard closes it again, as it does any <details>
  await page.keyboard.press("Enter");
  await expect(first.locator("details")).not.toHaveAttribute("open", "");
});
