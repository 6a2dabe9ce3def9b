import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { holdApp } from "./support/take-over";
import { mainPixels } from "./support/server-render";

/**
 * /generate-post, the first screen after signing in, comes rendered by the server with its data
 * (server/modules/generation/pages.ts): it paints, in the user's language and theme, before the app's JavaScript has
 * loaded, and the app takes over with the same pixels, keeping what was typed and the focus.
 */
/** A test that fails while the app's code is held lets it through, or the page could never close. */
let held: (() => void) | undefined;
test.afterEach(() => held?.());
const hold = async (page: Page) => (held = await holdApp(page));

const rendered = (page: Page) => page.evaluate(() => document.getElementById("root")!.getAttribute("data-prerendered"));
const tookOver = (page: Page) => expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);

async function samePixelsAfterTakeOver(page: Page, release: () => void) {
  const before = await mainPixels(page);
  release();
  await tookOver(page);
  // the app's first render is the server's (its reads answered from the page): nothing moves, nothing fills in late
  expect((await mainPixels(page)).equals(before), "the same pixels before and after the take-over").toBe(true);
}

test.describe("in French and the dark theme", () => {
  test.use({ theme: "dark", language: "fr" });

  test("the form and Getting started paint from the server's HTML, the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInUser(page, request, baseURL!, mail);
    const release = await hold(page);
    await page.goto("/generate-post?lng=fr", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Générer un post", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premiers pas" })).toBeVisible();
    await expect(page.getByLabel("Sujet ou idée")).toBeVisible();
    expect(await rendered(page)).toBe("fr");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // the topic has the focus from the server's markup (autofocus), not only once the app runs
    await expect(page.locator("#gen-topic")).toBeFocused();
    await samePixelsAfterTakeOver(page, release);
    await expect(page.locator("#gen-topic")).toBeFocused();
  });
});

test.describe("in English and the light theme, on a phone", () => {
  test.use({ theme: "light", language: "en" });

  test("the page paints from the server's HTML at 375 px, the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInUser(page, request, baseURL!, mail);
    const release = await hold(page);
    await page.goto("/generate-post", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Generate Post", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    expect(await rendered(page)).toBe("en");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await samePixelsAfterTakeOver(page, release);
  });
});

test("every key typed at a person's pace lands once, before, during and after the take-over, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  const release = await hold(page);
  await page.goto("/generate-post", { waitUntil: "commit" });
  const topic = page.locator("#gen-topic");
  await expect(topic).toBeVisible();
  expect(await rendered(page)).toBe("en");
  // typed where the page put the focus (no click), once it is there: the browser focuses an autofocus field at its
  // next frame, after the field shows (a key before that went to the page: "efore the app")
  await expect(topic).toBeFocused();
  await page.keyboard.type("Before the app: ", { delay: 60 });
  expect(await rendered(page)).toBe("en");
  release();
  // keys keep coming while the app loads and takes over
  await page.keyboard.type("while it loads, ", { delay: 60 });
  await tookOver(page);
  await page.keyboard.type("and after.", { delay: 60 });
  await expect(topic).toHaveValue("Before the app: while it loads, and after.");
  await expect(topic).toBeFocused();
});

test("Getting started hidden in this browser: the server renders the page without it, as the app shows it", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await page.goto("/generate-post");
  await page.getByRole("button", { name: "Hide the getting-started list" }).click();
  await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);

  const release = await hold(page);
  await page.reload({ waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Generate Post", level: 1 })).toBeVisible();
  expect(await rendered(page)).toBe("en");
  await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);
  await samePixelsAfterTakeOver(page, release);
  await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);
});

test("a click on the shell's menus before the app has loaded is not lost: the menu opens once the app takes over", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInUser(page, request, baseURL!, mail);
  let release = await hold(page);
  await page.goto("/generate-post", { waitUntil: "commit" });
  // the theme menu opens on pointerdown (a menu button), not on click
  await page.getByRole("button", { name: "Theme" }).click();
  expect(await rendered(page)).toBe("en");
  release();
  await tookOver(page);
  await expect(page.getByRole("menuitemradio", { name: "System" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  // a plain button of the header: the search opens its palette
  await page.unrouteAll();
  release = await hold(page);
  await page.reload({ waitUntil: "commit" });
  await page.getByRole("button", { name: /^Search/ }).click();
  expect(await rendered(page)).toBe("en");
  release();
  await tookOver(page);
  await expect(page.getByRole("dialog")).toBeVisible();
});
