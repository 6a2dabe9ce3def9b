import type { Page } from "@playwright/test";
import { test, expect, pathAndSearch } from "./support/test";
import { createVerifiedUser, fillSignInForm } from "./support/auth";

/**
 * A first load of a signed-out screen starts the signed-out app (src/web/signed-out-main.tsx): the screens with a
 * small router of their own, without the app's (TanStack Router, the `router` chunk). Signing in, or any address
 * of the app, hands over to the app in the same document.
 */
function routerChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/router-[\w-]+\.js$/.test(req.url())) requested.push(req.url());
  });
  return requested;
}

/** From a sign-in screen, its link to the one-time-code screen. */
async function openOtpScreen(page: Page) {
  await page.getByRole("link", { name: "Sign in with a one-time code" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with a code" })).toBeVisible();
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);

test("the signed-out screens move between each other without the app's router, then sign-in hands over to the app in the same page", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  const routerRequests = routerChunkRequests(page);

  await page.goto("/sign-in?redirect=%2Fstrategy");
  await expect(page.locator("#root:not([data-prerendered])")).toHaveCount(1);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

  await openOtpScreen(page);
  expect(pathAndSearch(page)).toBe("/otp?redirect=%2Fstrategy");
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Sign in with a code" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  expect(pathAndSearch(page)).toBe("/sign-in?redirect=%2Fstrategy");
  expect(await sameDocument(page)).toBe(true);
  expect(routerRequests).toEqual([]);

  // starting to fill the form fetches the app it will hand over to
  await page.getByLabel("Email", { exact: true }).focus();
  await expect.poll(() => routerRequests.length).toBeGreaterThan(0);
  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/\/strategy$/);
  await expect(page.getByText("You have been signed in successfully.", { exact: true })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await page.goForward();
  // forward to a signed-out screen, now signed in: the app's guard sends the visitor on to the app
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("inside the app (sent to /sign-in by a page that needs a session), the screens' links go through the app's router", async ({
  page,
}) => {
  await page.goto("/generate-post");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await openOtpScreen(page);
  expect(pathAndSearch(page)).toBe("/otp?redirect=%2Fgenerate-post");
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("back or forward while the app takes over after signing in still routes the address it lands on", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  // the app's first route (/strategy) loads slowly: the forward below comes before the app has rendered
  let slow = false;
  await page.route(/\/assets\/strategy-[\w-]+\.js$/, async (route) => {
    if (slow) await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto("/sign-in?redirect=%2Fstrategy");
  await openOtpScreen(page);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  slow = true;
  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/\/strategy$/);
  await page.goForward();
  // the signed-out screen it lands on, now signed in, sends the visitor on to the app
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Content Strategy Planning" })).toHaveCount(0);
});
