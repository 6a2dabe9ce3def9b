import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { connectedUser, scheduledPost } from "./support/scheduler";
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
 * The Scheduler comes rendered by the server with its data (server/modules/calendar/pages.ts): the list of the
 * month's posts, in the user's zone, language and theme, paints before the app's JavaScript has loaded; the app takes
 * over with the same pixels and no layout shift. The week and month grids (FullCalendar, laid out in the browser) go
 * out without markup. The app's code is held back until the test lets it through.
 */
let held: (() => void) | undefined;
test.afterEach(() => held?.());
const hold = async (page: Page) => (held = await holdApp(page));

test.use({ timezoneId: "Europe/Paris" });

/** Two posts scheduled the same day, in two days, and that day (the list opens on its month). */
async function schedulePosts(page: Page): Promise<string> {
  const first = new Date(Date.now() + 2 * 86_400_000);
  first.setUTCHours(7, 30, 0, 0);
  await scheduledPost(page, "Quarterly lessons from the field", first.toISOString());
  await scheduledPost(page, "Hiring in small teams", new Date(first.getTime() + 2 * 3_600_000).toISOString());
  return first.toISOString().slice(0, 10);
}

/** A first visit in this browser: the app tells the server its time zone (and saves it in the profile). */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("link", { name: "Quarterly lessons from the field" })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "pp-time-zone")).toBe(true);
}

/** The page's content before the take-over and after it (the app's first render is the server's), saved to look at. */
async function samePixelsAfterTakeOver(page: Page, release: () => void, name: string) {
  // the focus ring's transition, when the app gives the focus back, runs to its end there
  const shot = () => mainPixels(page);
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

  test("the list paints from the server's HTML with the posts at their time in the user's zone, the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchLayoutShifts(page);
    await connectedUser(page, request, baseURL!, mail, state);
    const date = await schedulePosts(page);
    await visitOnce(page, `/scheduler?date=${date}&lng=fr`);

    const release = await hold(page);
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Planificateur", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Quarterly lessons from the field" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Hiring in small teams" })).toBeVisible();
    // 07:30 UTC is 08:30 in Paris in winter, 09:30 in summer: the time as the app writes it, in French
    await expect(page.locator("main")).toContainText(/0[89]:30/);
    expect(await renderedIn(page)).toBe("fr");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await samePixelsAfterTakeOver(page, release, "scheduler-fr-dark-1280");
    await expect(page.getByRole("link", { name: "Quarterly lessons from the field" })).toBeVisible();
  });
});

test.describe("in English and the light theme, on a phone", () => {
  test.use({ theme: "light", language: "en" });

  test("the list paints from the server's HTML at 375 px, the same once the app has taken over; the focus kept", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await watchLayoutShifts(page);
    await connectedUser(page, request, baseURL!, mail, state);
    const date = await schedulePosts(page);
    await visitOnce(page, `/scheduler?date=${date}`);

    const release = await hold(page);
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Hiring in small teams" })).toBeVisible();
    expect(await renderedIn(page)).toBe("en");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // a person moving through the page from the keyboard before the app has run: the focus stays where it was
    await page.getByRole("button", { name: "Today" }).focus();
    await samePixelsAfterTakeOver(page, release, "scheduler-en-light-375");
    await expect(page.getByRole("button", { name: "Today" })).toBeFocused();
  });
});

test("the week and month grids go out without markup, the list with it", async ({
  page,
  request,
  baseURL,
  mail,
  state,
}) => {
  await connectedUser(page, request, baseURL!, mail, state);
  const date = await schedulePosts(page);
  await visitOnce(page, `/scheduler?date=${date}`);
  expect(await servedWithMarkup(page, `/scheduler?date=${date}`)).toBe(true);
  expect(await servedWithMarkup(page, "/scheduler")).toBe(true);
  expect(await servedWithMarkup(page, `/scheduler?view=week&date=${date}`)).toBe(false);
  expect(await servedWithMarkup(page, `/scheduler?view=month&date=${date}`)).toBe(false);
  // and the week, without markup, still shows its posts from the page's data
  await page.goto(`/scheduler?view=week&date=${date}`);
  await expect(page.getByTestId("scheduler-calendar")).toContainText("Quarterly lessons");
});
