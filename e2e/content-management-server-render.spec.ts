import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { desktopSidebar, signedInUser } from "./support/shell";
import { PERSON_PACE, focused } from "./support/first-use";
import { holdApp } from "./support/take-over";
import {
  expectNoLayoutShift,
  forgetLayoutShifts,
  mainPixels,
  renderedIn,
  servedWithMarkup,
  tookOver,
  watchLayoutShifts,
} from "./support/server-render";

/**
 * Content Management comes rendered by the server with its data (server/modules/posts/content-management-page.ts):
 * the pillar mix's line, the table (a list of cards on a phone) with its dates in the browser's zone, in the user's
 * language and theme, paints before the app's JavaScript has loaded; the app takes over with the same pixels and no
 * layout shift, and the search typed meanwhile is kept. The board goes out without markup, and so does a page for a
 * browser whose width the server does not know yet. The app's code is held back until the test lets it through.
 */
let held: (() => void) | undefined;
test.afterEach(() => held?.());
const hold = async (page: Page) => (held = await holdApp(page));

test.use({ timezoneId: "America/New_York" });

const TITLES = ["Pricing lessons from year one", "Why we hire generalists", "Onboarding in a week"];

async function writePosts(page: Page) {
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Growth" }, { name: "Hiring" }] },
  });
  expect(strategy.status(), await strategy.text()).toBe(201);
  for (const [i, body] of TITLES.entries()) {
    const res = await page.request.post("/api/posts", { data: { body, status: i === 1 ? "idea" : "draft" } });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** A first visit in this browser: the app tells the server its time zone and its width (in cookies). */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("link", { name: TITLES[0] })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name).sort())
    .toEqual(expect.arrayContaining(["pp-time-zone", "pp-viewport"]));
}

/** The page's content before the take-over and after it (the app's first render is the server's), saved to look at. */
async function samePixelsAfterTakeOver(page: Page, release: () => void, name: string) {
  // Not compared: the native selects (the filters). Chromium lays out a select's text with the font it was parsed
  // with and keeps it 1 px off until the app's select replaces it (open, as e2e/notes-server-render.spec.ts says).
  const shot = () => mainPixels(page, [page.locator("main select")]);
  const before = await shot();
  await forgetLayoutShifts(page);
  release();
  await tookOver(page);
  const after = await shot();
  fs.writeFileSync(test.info().outputPath(`${name}-before.png`), before);
  fs.writeFileSync(test.info().outputPath(`${name}-after.png`), after);
  expect(after.equals(before), "the same pixels before and after the take-over").toBe(true);
  await expectNoLayoutShift(page);
}

test.describe("in French and the dark theme, 1280 px wide", () => {
  test.use({ theme: "dark", language: "fr" });

  test("the table paints from the server's HTML with the posts, their dates and the mix, the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchLayoutShifts(page);
    await signedInUser(page, request, baseURL!, mail);
    await writePosts(page);
    await visitOnce(page, "/content-management?lng=fr");

    const release = await hold(page);
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Gestion du contenu", level: 1 })).toBeVisible();
    for (const title of TITLES) await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.locator("main table")).toBeVisible();
    await expect(page.locator("main")).toContainText("Growth");
    expect(await renderedIn(page)).toBe("fr");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await samePixelsAfterTakeOver(page, release, "content-fr-dark-1280");
  });
});

test.describe("in English and the light theme, on a phone", () => {
  test.use({ theme: "light", language: "en" });

  test("the posts paint as cards from the server's HTML at 375 px, the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await watchLayoutShifts(page);
    await signedInUser(page, request, baseURL!, mail);
    await writePosts(page);
    await visitOnce(page, "/content-management");

    const release = await hold(page);
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Content Management", level: 1 })).toBeVisible();
    // a phone's layout: no table, a card per post
    await expect(page.locator("main table")).toHaveCount(0);
    await expect(page.locator("main li[data-post-id]")).toHaveCount(3);
    expect(await renderedIn(page)).toBe("en");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await samePixelsAfterTakeOver(page, release, "content-en-light-375");
  });
});

test("the pillar mix's details opened in this browser come open from the server's HTML, the same once the app has taken over", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await watchLayoutShifts(page);
  await signedInUser(page, request, baseURL!, mail);
  await writePosts(page);
  await visitOnce(page, "/content-management");
  await page.getByRole("button", { name: "Show details" }).click();
  await expect(page.getByRole("heading", { name: "Pillar mix", level: 2 })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "pp-content-mix-open")?.value).toBe("1");

  const release = await hold(page);
  await page.reload({ waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Pillar mix", level: 2 })).toBeVisible();
  expect(await renderedIn(page)).toBe("en");
  await samePixelsAfterTakeOver(page, release, "content-mix-open-1280");
  await expect(page.getByRole("button", { name: "Hide details" })).toBeVisible();
});

test("the search: every key typed at a person's pace lands once, before, during and after the take-over", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writePosts(page);
  await page.goto("/generate-post");
  // entered from the sidebar, as a person does; the next visit comes rendered
  await desktopSidebar(page).getByRole("link", { name: "Content Management" }).click();
  await expect(page.getByRole("link", { name: TITLES[0] })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "pp-viewport")).toBe(true);

  const release = await hold(page);
  await page.reload({ waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search" }).or(page.locator("#cm-search"));
  await expect(search).toBeVisible();
  expect(await renderedIn(page)).toBe("en");
  await search.click();
  await page.keyboard.type("hire ", PERSON_PACE);
  release();
  await page.keyboard.type("gen", PERSON_PACE);
  await tookOver(page);
  await page.keyboard.type("eralists", PERSON_PACE);
  // every key once, in order (the defect: a key typed in the server's field lost, or twice, at the take-over)
  await expect(search).toHaveValue("hire generalists");
  expect(await focused(page)).toBe("#cm-search");
  // and the search ran on it: the one post that matches
  await expect(page.getByRole("link", { name: TITLES[1] })).toBeVisible();
  await expect(page.getByRole("link", { name: TITLES[0] })).toHaveCount(0);
});

test("the board, and a browser whose width the server does not know, go out without markup", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writePosts(page);
  await visitOnce(page, "/content-management");
  expect(await servedWithMarkup(page, "/content-management")).toBe(true);
  expect(await servedWithMarkup(page, "/content-management?view=board")).toBe(false);
  // the board, without markup, still shows its cards from the page's data
  await page.goto("/content-management?view=board");
  await expect(page.locator("li[data-post-id]").filter({ hasText: TITLES[1] })).toBeVisible();
  // a browser that has not told its width: the table or the cards are the browser's choice
  await page.context().clearCookies({ name: "pp-viewport" });
  expect(await servedWithMarkup(page, "/content-management")).toBe(false);
});
