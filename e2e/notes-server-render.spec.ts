import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { holdApp, midHydration } from "./support/take-over";
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
 * /notes comes rendered by the server with the user's notes (modules/notes/pages.ts): it paints, in the user's
 * language and theme, before the app's JavaScript has loaded, the app takes over without a pixel changing, and what
 * was typed meanwhile is kept. The app's code is held back until the test lets it through.
 */
async function writeNotes(page: Page) {
  for (const note of [
    { body: "Quokka: why small teams ship faster", tags: ["teams"] },
    { body: "Pinned idea about hiring", tags: ["hiring", "teams"], pinned: true },
  ]) {
    expect((await page.request.post("/api/notes", { data: note })).status()).toBe(201);
  }
}

for (const width of [375, 1280]) {
  test.describe(`in French and the dark theme, ${width} px wide`, () => {
    test.use({ theme: "dark", language: "fr" });

    test("the notes paint from the server's HTML, and look the same once the app has taken over", async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedInUser(page, request, baseURL!, mail);
      await writeNotes(page);
      await watchLayoutShifts(page);
      const release = await holdApp(page);
      await page.goto("/notes?lng=fr", { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: "Notes", level: 1 })).toBeVisible();
      await expect(page.locator("main textarea").filter({ hasText: "Quokka" })).toBeVisible();
      await expect(page.getByRole("button", { name: "#hiring" })).toBeVisible();
      expect(await renderedIn(page)).toBe("fr");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe("rgb(255, 255, 255)");
      await page.evaluate(() => document.fonts.ready);
      // Not compared: the native selects (each note's pillar). Chromium lays out a select's text with the font it was
      // parsed with (the fallback, when the server's markup comes before the web font) and does not redo it when the
      // font arrives: its text sits 1 px higher until the app's select replaces it. Open: to fix where the page is
      // taken over (e2e/library-server-render.spec.ts says the same).
      const mask = [page.locator("main select")];
      const before = await mainPixels(page, mask);
      await forgetLayoutShifts(page);

      release();
      await tookOver(page);
      await expect(page.locator("main textarea").filter({ hasText: "Quokka" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const after = await mainPixels(page, mask);
      expect(after.equals(before), "the same pixels after the take-over").toBe(true);
      await expectNoLayoutShift(page);
    });
  });
}

test("a new note and a search typed before the app loads are kept, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writeNotes(page);
  const release = await holdApp(page);
  await page.goto("/notes", { waitUntil: "commit" });
  const search = page.getByLabel("Search notes");
  await search.click();
  await page.keyboard.type("quokka");
  const capture = page.getByLabel("New note");
  await capture.click();
  await page.keyboard.type("Typed before the app");
  expect(await renderedIn(page)).toBe("en");

  release();
  await tookOver(page);
  await expect(capture).toHaveValue("Typed before the app");
  await expect(capture).toBeFocused();
  await expect(search).toHaveValue("quokka");
  // the search the app took over filters the list
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.keyboard.type(", and after.");
  await expect(capture).toHaveValue("Typed before the app, and after.");
  await page.keyboard.press("Control+Enter");
  await expect(capture).toHaveValue("");
  await expect(capture).toBeFocused();
});

test("a note edited here and not saved yet sends the page without markup, and shows the edit from the first paint", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await writeNotes(page);
  expect(await servedWithMarkup(page, "/notes")).toBe(true);
  await page.goto("/notes");
  // the server refuses the save (a 5xx: retried later, the text kept on this device)
  await page.route(/\/api\/notes\/[\w-]+$/, (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 503 }) : route.continue(),
  );
  const note = page.locator("main textarea").filter({ hasText: "Quokka" });
  await note.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" (not saved)");
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "pp-notes-unsaved")?.value)
    .toBe("1");
  expect(await servedWithMarkup(page, "/notes")).toBe(false);
  await page.unroute(/\/api\/notes\/[\w-]+$/);
  // Once it is saved the copy goes, and with it the cookie: the page comes rendered again.
  await page.reload();
  await expect(page.locator("main textarea").filter({ hasText: "(not saved)" })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "pp-notes-unsaved")?.value)
    .toBeUndefined();
  expect(await servedWithMarkup(page, "/notes")).toBe(true);
});

test.describe("a note typed into while the app hydrates it", () => {
  /** A long page (React hydrates it over many tasks) whose note to edit comes last, the app's code held. */
  async function longPage(page: Page) {
    for (let i = 0; i < 30; i++) await page.request.post("/api/notes", { data: { body: `Older note ${i}` } });
    await page.request.post("/api/notes", { data: { body: "Draft idea" } });
    const release = await holdApp(page);
    await page.goto("/notes", { waitUntil: "commit" });
    const note = page.locator("main textarea").filter({ hasText: "Draft idea" });
    await expect(note).toBeVisible();
    return { note, release };
  }

  async function savedBody(page: Page) {
    const list = (await (await page.request.get("/api/notes")).json()) as { items: { body: string }[] };
    return list.items.find((n) => n.body.includes("Draft"))?.body;
  }

  test("keys typed at the end stay at the end (the first key made React hydrate the note)", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const { note, release } = await longPage(page);
    await note.focus();
    await page.keyboard.press("End");
    const restore = await midHydration(page, release, note);
    // the first key's event hydrated the note, which put the caret at the start: " moreDraft idea"
    await page.keyboard.type(" more");
    await restore();
    await expect(note).toHaveValue("Draft idea more");
    await expect(note).toBeFocused();
    await expect.poll(() => savedBody(page)).toBe("Draft idea more");
  });

  test("text put in at once over a selection replaces it (as a paste or a phone's suggestion does)", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const { note, release } = await longPage(page);
    const restore = await midHydration(page, release, note);
    // selects the whole text, then inserts: React hydrated the note on the insertion and the selection collapsed
    // to the start, so the old text stayed after the new ("Draft idea, refinedDraft idea")
    await note.fill("Draft idea, refined");
    await restore();
    await expect(note).toHaveValue("Draft idea, refined");
    await expect.poll(() => savedBody(page)).toBe("Draft idea, refined");
  });
});
