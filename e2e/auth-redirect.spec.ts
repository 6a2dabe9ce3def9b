import { test, expect, pathAndSearch } from "./support/test";
import { createVerifiedUser, fillSignInForm, signInViaApi } from "./support/auth";

test("a signed-out visit to /generate-post goes to sign-in with redirect, and comes back after sign-in", async ({
  page,
  mail,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail);

  await page.goto("/generate-post");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  expect(pathAndSearch(page)).toBe("/sign-in?redirect=%2Fgenerate-post");

  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/\/generate-post\/?$/);
});

test("the authenticated index redirects to /generate-post", async ({ page, mail, request, baseURL }) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await signInViaApi(page, baseURL!, user);
  await page.goto("/");
  await expect(page).toHaveURL(/\/generate-post\/?$/);
});

for (const path of ["/sign-in", "/sign-in-2", "/sign-up", "/forgot-password", "/otp"]) {
  test(`a signed-in visitor of ${path} is sent to the app`, async ({ page, mail, request, baseURL }) => {
    const user = await createVerifiedUser(request, baseURL!, mail);
    await signInViaApi(page, baseURL!, user);
    await page.goto(path);
    // "/" then immediately /generate-post (the authenticated index).
    await expect(page).toHaveURL(/\/generate-post\/?$/);
  });
}
