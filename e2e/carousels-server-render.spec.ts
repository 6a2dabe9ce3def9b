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
  servedWithMarkup,
  tellTimeZone,
  tookOver,
  watchLayoutShifts,
} from "./support/server-render";

/**
 * /carousel-editor comes rendered by the server with the workspace's carousels (modules/carousels/pages.ts): each
 * card's first slide, pillar and last change are in the first HTML answer, it paints in the user's language and theme
 * before the app's JavaScript has loaded, and the app takes over without a pixel changing, without asking again what
 * the page held, and keeping what was typed meanwhile. The app's code is held back until the test lets it through.
 */
const DECKS = ["Pangolin launch week", "Okapi hiring lessons"];

async function writeCarousels(page: Page) {
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Mine", pillars: [{ name: "Tapir pillar" }] },
  });
  expect(strategy.status()).toBe(201);
  const pillarId = ((await strategy.json()) as { strategy: { pillars: { id: string }[] } }).strategy.pillars[0]!.id;
  for (const [i, name] of DECKS.entries()) {
    const res = await page.request.post("/api/carousels", {
      data: {
        name,
        pillarId: i === 0 ? pillarId : null,
        design: {
          size: i === 0 ? "portrait" : "square",
          theme: {
            background: i === 0 ? "#0f172a" : "#fdf6e3",
            text: i === 0 ? "#f8fafc" : "#1f2933",
            accent: "#b7410e",
            headingFont: i === 0 ? "playfair-display" : "poppins",
            bodyFont: "inter",
          },
          slides: [
            { layout: "cover", title: `${name}: five lessons`, subtitle: "What shipping weekly taught me" },
            { layout: "cta", title: "Follow for more" },
          ],
        },
      },
    });
    expect(res.status()).toBe(201);
  }
}

for (const { width, theme, language, title } of [
  { width: 1280, theme: "dark", language: "fr", title: "Éditeur de carrousels" },
  { width: 375, theme: "light", language: "en", title: "Carousel Editor" },
] as const) {
  test.describe(`in ${language} and the ${theme} theme, ${width} px wide`, () => {
    test.use({ theme, language });

    test("the carousels paint from the server's HTML, and look the same once the app has taken over", async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedInUser(page, request, baseURL!, mail);
      await writeCarousels(page);
      // dates are in the browser's zone: until the app has said it, the page goes out without markup
      expect(await servedWithMarkup(page, "/carousel-editor")).toBe(false);
      await tellTimeZone(page, "/carousel-editor");
      // the first answer's HTML holds the list before any script runs
      const html = await (await page.request.get(`/carousel-editor?lng=${language}`)).text();
      for (const name of [...DECKS, "Tapir pillar"]) expect(html).toContain(name);

      await watchLayoutShifts(page);
      const release = await holdApp(page);
      const reads = apiReads(page);
      await page.goto(`/carousel-editor?lng=${language}`, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      for (const name of DECKS) await expect(page.getByRole("link", { name })).toBeVisible();
      await expect(page.getByRole("img", { name: new RegExp(DECKS[0]) })).toContainText("five lessons");
      expect(await renderedIn(page)).toBe(language);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      const before = await mainPixels(page);
      await forgetLayoutShifts(page);

      release();
      await tookOver(page);
      await expect(page.getByRole("link", { name: DECKS[0] })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect((await mainPixels(page)).equals(before), "the same pixels after the take-over").toBe(true);
      await expectNoLayoutShift(page);
      // the carousels and the pillars came with the page: the app did not ask for them again (/api/me is asked again
      // after the app saves the language or the zone to the profile: a write, not the page's data)
      expect(reads.filter((url) => /^\/api\/(carousels\?|strategies$)/.test(url))).toEqual([]);
    });
  });
}

test("a search typed into the server-rendered carousels before the app loads is kept, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writeCarousels(page);
  await tellTimeZone(page, "/carousel-editor");
  const release = await holdApp(page);
  await page.goto("/carousel-editor", { waitUntil: "commit" });
  const search = page.getByLabel("Search carousels");
  await search.click();
  await page.keyboard.type("okapi", { delay: 60 });
  expect(await renderedIn(page)).toBe("en");

  release();
  await tookOver(page);
  await expect(search).toHaveValue("okapi");
  await expect(search).toBeFocused();
  // the search the app took over filters the list
  await expect(page.getByRole("link", { name: DECKS[0] })).toHaveCount(0);
  await expect(page.getByRole("link", { name: DECKS[1] })).toBeVisible();
  await page.keyboard.type(" hiring", { delay: 60 });
  await expect(search).toHaveValue("okapi hiring");
  await expect(search).toBeFocused();
});
