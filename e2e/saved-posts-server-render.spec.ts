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
 * /saved-posts comes rendered by the server with the workspace's saved posts (modules/saved-posts/pages.ts): the form,
 * the list with its filters and the bookmarklet are in the first HTML answer, it paints in the user's language and
 * theme before the app's JavaScript has loaded, and the app takes over without a pixel changing, without asking again
 * what the page held, and keeping what was typed meanwhile. The bookmarklet's page (/saved-posts/new) comes rendered
 * too, its form prefilled and the author's field focused as the page parses.
 */
const TEXTS = ["Tapir hook: three numbers in the first line", "Okapi story about a failed launch"];

async function savePosts(page: Page) {
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Mine", pillars: [{ name: "Quokka pillar" }] },
  });
  expect(strategy.status()).toBe(201);
  const pillarId = ((await strategy.json()) as { strategy: { pillars: { id: string }[] } }).strategy.pillars[0]!.id;
  for (const [i, text] of TEXTS.entries()) {
    const res = await page.request.post("/api/saved-posts", {
      data: {
        text,
        sourceUrl: `https://example.com/saved/${i}`,
        authorName: i ? "Grace" : "Ada",
        format: "story",
        tags: [i ? "stories" : "hooks"],
        pillarId: i ? null : pillarId,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

for (const { width, theme, language, title } of [
  { width: 1280, theme: "dark", language: "fr", title: "Posts enregistrés" },
  { width: 375, theme: "light", language: "en", title: "Saved Posts" },
] as const) {
  test.describe(`in ${language} and the ${theme} theme, ${width} px wide`, () => {
    test.use({ theme, language });

    test("the saved posts paint from the server's HTML, and look the same once the app has taken over", async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedInUser(page, request, baseURL!, mail);
      await savePosts(page);
      // the cards' dates are in the browser's zone: until the app has said it, the page goes out without markup
      expect(await servedWithMarkup(page, "/saved-posts")).toBe(false);
      await tellTimeZone(page, "/saved-posts");
      // the first answer's HTML holds the list before any script runs
      const html = await (await page.request.get(`/saved-posts?lng=${language}`)).text();
      for (const text of [...TEXTS, "Quokka pillar", "#hooks"]) expect(html).toContain(text);

      await watchLayoutShifts(page);
      const release = await holdApp(page);
      const reads = apiReads(page);
      await page.goto(`/saved-posts?lng=${language}`, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      for (const text of TEXTS) await expect(page.getByText(text)).toBeVisible();
      expect(await renderedIn(page)).toBe(language);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      // the bookmarklet's code names this app, as the browser will
      await expect(page.locator("#saved-posts-bookmarklet-code")).toHaveValue(new RegExp(`${baseURL}/saved-posts/new`));
      // Not compared pixel by pixel: the native selects (the pillar, the filters; see e2e/notes-server-render.spec.ts)
      const mask = [page.locator("main select")];
      const before = await mainPixels(page, mask);
      await forgetLayoutShifts(page);

      release();
      await tookOver(page);
      await expect(page.getByText(TEXTS[0]!)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect((await mainPixels(page, mask)).equals(before), "the same pixels after the take-over").toBe(true);
      await expectNoLayoutShift(page);
      // the saved posts and the pillars came with the page: the app did not ask for them again (/api/me is asked
      // again after the app saves the language or the zone to the profile: a write, not the page's data)
      expect(reads.filter((url) => /^\/api\/(saved-posts\?|strategies$)/.test(url))).toEqual([]);
    });
  });
}

test("a search typed into the server-rendered saved posts before the app loads is kept, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await savePosts(page);
  await tellTimeZone(page, "/saved-posts");
  const release = await holdApp(page);
  await page.goto("/saved-posts", { waitUntil: "commit" });
  const search = page.getByLabel("Search saved posts");
  await search.click();
  await page.keyboard.type("okapi", { delay: 60 });
  expect(await renderedIn(page)).toBe("en");

  release();
  await tookOver(page);
  await expect(search).toHaveValue("okapi");
  await expect(search).toBeFocused();
  // the search the app took over filters the list (full text, on the server)
  await expect(page.getByText(TEXTS[0]!)).toHaveCount(0);
  await expect(page.getByText(TEXTS[1]!)).toBeVisible();
  await page.keyboard.type(" story", { delay: 60 });
  await expect(search).toHaveValue("okapi story");
  await expect(search).toBeFocused();
});

test("the bookmarklet's page paints prefilled with the author's field focused, and keeps what is typed there", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await savePosts(page);
  await tellTimeZone(page, "/saved-posts");
  const link = "https://example.com/from-the-bookmarklet";
  const selected = "Selected text from the page";
  const address = `/saved-posts/new?${new URLSearchParams({ url: link, text: selected })}`;
  expect(await servedWithMarkup(page, address)).toBe(true);
  const release = await holdApp(page);
  await page.goto(address, { waitUntil: "commit" });
  const author = page.getByLabel("Author", { exact: true });
  await expect(page.getByLabel("Link to the post", { exact: true })).toHaveValue(link);
  await expect(page.getByLabel("Text of the post", { exact: true })).toHaveValue(selected);
  await expect(page.getByText(TEXTS[0]!)).toBeVisible();
  expect(await renderedIn(page)).toBe("en");
  // focused by the markup itself: what is typed now, before the app, goes there
  await expect(author).toBeFocused();
  await page.keyboard.type("Jane Doe", { delay: 60 });

  release();
  await tookOver(page);
  await expect(author).toHaveValue("Jane Doe");
  await expect(author).toBeFocused();
  await page.keyboard.press("Enter");
  // saved: the form empties, the address is the list's again, and the post is in the list
  await expect(page).toHaveURL(/\/saved-posts$/);
  await expect(page.getByText(selected)).toBeVisible();
  await expect(page.getByLabel("Link to the post", { exact: true })).toHaveValue("");
});
