import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { createVerifiedUser } from "./support/auth";

/**
 * The signed-out screens come prerendered in the page (src/server/http/prerendered.ts): they can be used before
 * the app's JavaScript has loaded, and the app takes over without losing what was typed (src/web/lib/app/take-over.ts).
 * The app's code is held back here until the test lets it through.
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

const prerendered = (page: Page) =>
  page.evaluate(() => document.getElementById("root")!.hasAttribute("data-prerendered"));

test("text typed into the prerendered sign-in form before the app loads is kept, with the focus", async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto("/sign-in", { waitUntil: "commit" });
  const email = page.getByLabel("Email", { exact: true });
  await email.click();
  await page.keyboard.type("early@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("typed-before-js");
  expect(await prerendered(page)).toBe(true);

  release();
  await expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);
  await expect(email).toHaveValue("early@example.com");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveValue("typed-before-js");
  await expect(password).toBeFocused();
  // The app's own field: typing goes on where it stopped, and its validation sees the values.
  await page.keyboard.type("!");
  await expect(password).toHaveValue("typed-before-js!");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
});

test("Enter pressed in the prerendered form before the app loads signs in once the app is there", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  let signInCalls = 0;
  page.on("request", (req) => {
    if (req.url().includes("/api/auth/sign-in/email")) signInCalls++;
  });
  const release = await holdAppCode(page);
  await page.goto("/sign-in", { waitUntil: "commit" });
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.keyboard.press("Enter");
  // Nothing is submitted natively (no password in a URL), the page stays.
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await prerendered(page)).toBe(true);

  release();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  expect(signInCalls).toBe(1);
});

test("the prerendered screen is the visitor's language and looks the same once the app has taken over", async ({
  browser,
  baseURL,
}) => {
  // No saved language: the browser's (Accept-Language) picks French, on the server as in the app.
  const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto("/sign-in", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.evaluate(() => document.fonts.ready);
  const before = await page.screenshot();
  release();
  await expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.screenshot()).toEqual(before);
  await context.close();
});
