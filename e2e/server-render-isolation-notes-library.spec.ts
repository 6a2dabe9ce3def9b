import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { makeImage } from "../tests/support/media-fixtures";

/**
 * The server renders /notes and /library with the data of the request's own user (the loaders read under the
 * request's row-level-security context; the render keeps nothing of one page for the next): user B's pages, as the
 * server sends them (the first response's HTML: the markup and pp-data), never hold user A's notes, posts or files,
 * even when both users' pages are rendered at the same time.
 */
const PAGES = ["/notes", "/library", "/library?tab=trash", "/library?tab=media"];

async function writeContent(page: Page, who: string) {
  expect((await page.request.post("/api/notes", { data: { body: `${who}-quokka-note` } })).status()).toBe(201);
  expect((await page.request.post("/api/posts", { data: { body: `${who}-narwhal-post` } })).status()).toBe(201);
  const trashed = await page.request.post("/api/posts", { data: { body: `${who}-trashed-post` } });
  const id = ((await trashed.json()) as { post: { id: string } }).post.id;
  expect((await page.request.delete(`/api/posts/${id}`)).status()).toBe(200);
  const buffer = await makeImage("png");
  const file = { name: `${who}-axolotl.png`, mimeType: "image/png", buffer };
  expect((await page.request.post("/api/media", { multipart: { file } })).status()).toBe(201);
  // the app's first load tells the server the browser's time zone (the Library's dates): its pages come rendered after
  await page.goto("/library");
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "pp-time-zone")).toBe(true);
}

const names = (who: string) => [
  `${who}-quokka-note`,
  `${who}-narwhal-post`,
  `${who}-trashed-post`,
  `${who}-axolotl.png`,
];

/** A page as the server sends it to this browser: its HTML, and whether it came rendered. */
async function served(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  return { html, rendered: /<div id="root" data-prerendered="\w+">/.test(html) };
}

test("user B's server-rendered Notes and Library never hold user A's data", async ({
  page,
  browser,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writeContent(page, "Alicezq");
  const other = await browser.newContext({ baseURL });
  const pageB = await other.newPage();
  try {
    await signedInUser(pageB, request, baseURL!, mail, { firstName: "Bob" });
    await writeContent(pageB, "Bobzq");

    // both users' pages asked at once: the renders queue, each with its own user's data
    const [ofA, ofB] = await Promise.all([
      Promise.all(PAGES.map((url) => served(page, url))),
      Promise.all(PAGES.map((url) => served(pageB, url))),
    ]);
    const pageOf = (all: typeof ofA) => Object.fromEntries(PAGES.map((url, i) => [url, all[i]]));
    for (const [who, pages] of [
      ["Alicezq", pageOf(ofA)],
      ["Bobzq", pageOf(ofB)],
    ] as const) {
      const others = names(who === "Alicezq" ? "Bobzq" : "Alicezq");
      for (const url of PAGES) {
        expect(pages[url].rendered, `${who} ${url} rendered`).toBe(true);
        for (const name of others) expect(pages[url].html, `${who} ${url}`).not.toContain(name);
      }
      // each page holds its own user's data, in the markup and in pp-data
      expect(pages["/notes"].html).toContain(`${who}-quokka-note`);
      expect(pages["/library"].html).toContain(`${who}-narwhal-post`);
      expect(pages["/library?tab=trash"].html).toContain(`${who}-trashed-post`);
      expect(pages["/library?tab=media"].html).toContain(`${who}-axolotl.png`);
    }

    // and the document B's browser loads, as it loads it
    const response = await pageB.goto("/notes");
    const html = await response!.text();
    expect(html).toContain("Bobzq-quokka-note");
    for (const name of names("Alicezq")) expect(html).not.toContain(name);
    await expect(pageB.locator("main textarea").filter({ hasText: "Bobzq-quokka-note" })).toBeVisible();
  } finally {
    await other.close();
  }
});
