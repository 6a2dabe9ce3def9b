import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { saveCompleteAnswers } from "./support/strategy";
import { mainPixels } from "./support/server-render";

/**
 * /strategy comes rendered by the server in the page (src/server/http/page-render.ts): it paints, in the user's
 * language and theme, before the app's JavaScript has loaded, and the app takes over without losing what was typed
 * (src/web/lib/app/take-over.ts). The app's code is held back here until the test lets it through.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const rendered = (page: Page) => page.evaluate(() => document.getElementById("root")!.getAttribute("data-prerendered"));
const tookOver = (page: Page) => expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);

test.describe("in French and the dark theme", () => {
  test.use({ theme: "dark", language: "fr" });

  test("the page paints from the server's HTML, and looks the same once the app has taken over", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInUser(page, request, baseURL!, mail);
    const release = await holdAppCode(page);
    await page.goto("/strategy?lng=fr", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Planification de la stratégie de contenu" })).toBeVisible();
    await expect(page.getByText("Question 1 sur")).toBeVisible();
    await expect(page.getByText("Ada Lovelace").first()).toBeVisible();
    expect(await rendered(page)).toBe("fr");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // Dark from the first paint: the page's background is the dark theme's, not white.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    const before = await mainPixels(page);

    release();
    await tookOver(page);
    await expect(page.getByRole("heading", { name: "Planification de la stratégie de contenu" })).toBeVisible();
    expect((await mainPixels(page)).equals(before), "the same pixels after the take-over").toBe(true);
  });
});

test("text typed into the server-rendered wizard before the app loads is kept, with the focus", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  const release = await holdAppCode(page);
  await page.goto("/strategy", { waitUntil: "commit" });
  const field = page.locator("main textarea").first();
  await field.click();
  await page.keyboard.type("Typed before the app");
  expect(await rendered(page)).toBe("en");

  release();
  await tookOver(page);
  await expect(field).toHaveValue("Typed before the app");
  await expect(field).toBeFocused();
  // The app recorded it in this browser (not yet in the database): the server, which cannot see it, now sends the
  // page without markup, so the wizard never shows without the answer.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "pp-strategy-unsaved")?.value)
    .toBe("1");
  const served = await (await page.request.get("/strategy")).text();
  expect(served).toContain('<div id="root"></div>');
  await expect(field).toBeFocused();
  await page.keyboard.type(", and after.");
  await expect(field).toHaveValue("Typed before the app, and after.");
  // reloaded at once, inside the 500 ms the wizard waits before recording what is typed: leaving the page records it
  await page.reload();
  await page.getByRole("button", { name: "Question 1 (answered)" }).click();
  await expect(page.locator("main textarea").first()).toHaveValue("Typed before the app, and after.");
});

test("a user who answered every question sees the wizard's last step from the first paint", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await saveCompleteAnswers(page, baseURL!);
  const release = await holdAppCode(page);
  await page.goto("/strategy", { waitUntil: "commit" });
  const generate = page.getByRole("button", { name: "Generate Strategy" });
  await expect(generate).toBeVisible();
  await expect(page.getByText(/^Question 1 of/)).toHaveCount(0);
  expect(await rendered(page)).toBe("en");
  release();
  await tookOver(page);
  await expect(generate).toBeVisible();
});
