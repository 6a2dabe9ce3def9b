import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signUpThroughUi } from "./support/first-use";
import { DEFAULT_CAROUSEL_THEME } from "../src/contracts/carousels/carousel";

/**
 * The server renders /carousel-editor, /inspirations and /saved-posts (and the bookmarklet's /saved-posts/new) with
 * the data of the request's own user (the loaders read under the request's row-level-security context; the render
 * keeps nothing of one page for the next): two people signed up through the UI, each with carousels, saved posts and
 * favourites of their own; each one's pages, as the server sends them (the first response's HTML: the markup and
 * pp-data), hold their own and never the other's, even when both users' pages are rendered at the same time.
 */
const PAGES = ["/carousel-editor", "/inspirations", "/saved-posts", "/saved-posts/new?text=hello"];
const FAVOURITE = { Alicezq: "hook-costly-mistake", Bobzq: "end-save-for-later" } as const;
type Who = keyof typeof FAVOURITE;

async function writeTools(page: Page, who: Who) {
  const carousel = await page.request.post("/api/carousels", {
    data: {
      name: `${who}-pangolin-deck`,
      design: {
        theme: DEFAULT_CAROUSEL_THEME,
        slides: [
          { layout: "cover", title: `${who}-cover-title` },
          { layout: "cta", title: "Follow for more" },
        ],
      },
    },
  });
  expect(carousel.status(), await carousel.text()).toBe(201);
  const saved = await page.request.post("/api/saved-posts", {
    data: { text: `${who}-tapir-saved-post`, authorName: `${who}-author`, tags: [`${who.toLowerCase()}tag`] },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect((await page.request.put(`/api/inspirations/favourites/${FAVOURITE[who]}`)).status()).toBe(200);
}

const names = (who: Who) => [
  `${who}-pangolin-deck`,
  `${who}-cover-title`,
  `${who}-tapir-saved-post`,
  `${who}-author`,
  `${who.toLowerCase()}tag`,
];

/** A page as the server sends it to this browser: its HTML, whether it came rendered, the starred patterns. */
async function served(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  const starred = [...html.matchAll(/data-pattern="([\w-]+)"[^]*?aria-pressed="(true|false)"/g)]
    .filter((m) => m[2] === "true")
    .map((m) => m[1]);
  return { html, rendered: /<div id="root" data-prerendered="\w+">/.test(html), starred };
}

test("each person's server-rendered carousels, Inspirations and Saved Posts hold their own data, never the other's", async ({
  page,
  browser,
  baseURL,
  mail,
}) => {
  // signing up lands on Generate Post with the app run once: the browser's time zone is told (the dates' cookie)
  await signUpThroughUi(page, mail, { firstName: "Alice", lastName: "Zq" });
  await writeTools(page, "Alicezq");
  const other = await browser.newContext({ baseURL });
  const pageB = await other.newPage();
  try {
    await signUpThroughUi(pageB, mail, { firstName: "Bob", lastName: "Zq" });
    await writeTools(pageB, "Bobzq");

    // both users' pages asked at once: the renders queue, each with its own user's data
    const [ofA, ofB] = await Promise.all([
      Promise.all(PAGES.map((url) => served(page, url))),
      Promise.all(PAGES.map((url) => served(pageB, url))),
    ]);
    for (const [who, pages] of [
      ["Alicezq", ofA],
      ["Bobzq", ofB],
    ] as const) {
      const otherOne: Who = who === "Alicezq" ? "Bobzq" : "Alicezq";
      for (const [i, url] of PAGES.entries()) {
        expect(pages[i]!.rendered, `${who} ${url} rendered`).toBe(true);
        for (const name of names(otherOne)) expect(pages[i]!.html, `${who} ${url}`).not.toContain(name);
      }
      const [carousels, inspirations, saved, bookmarklet] = pages;
      // each page holds its own user's data, in the markup and in pp-data
      expect(carousels!.html).toContain(`${who}-pangolin-deck`);
      expect(carousels!.html).toContain(`${who}-cover-title`);
      expect(saved!.html).toContain(`${who}-tapir-saved-post`);
      expect(bookmarklet!.html).toContain(`${who}-tapir-saved-post`);
      // the only starred pattern is this user's favourite (both patterns are in every page: the library is public)
      expect(inspirations!.starred).toEqual([FAVOURITE[who]]);
      expect(inspirations!.html).toContain(`"favourites":["${FAVOURITE[who]}"]`);
      expect(inspirations!.html).not.toContain(`"favourites":["${FAVOURITE[otherOne]}"]`);
    }

    // and the document B's browser loads, as it loads it
    const response = await pageB.goto("/saved-posts");
    const html = await response!.text();
    expect(html).toContain("Bobzq-tapir-saved-post");
    for (const name of names("Alicezq")) expect(html).not.toContain(name);
    await expect(pageB.getByText("Bobzq-tapir-saved-post")).toBeVisible();
  } finally {
    await other.close();
  }
});
