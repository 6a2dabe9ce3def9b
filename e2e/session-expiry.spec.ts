import { test, expect, pathAndSearch } from "./support/test";
import { answerCurrent } from "./support/strategy";

test("Save progress after the session ended: 'Session expired!' and /sign-in?redirect=/strategy, no 'Failed to save responses' (SPEC §8)", async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn("/strategy");
  await expect(page.getByText("Question 1 of")).toBeVisible();
  await answerCurrent(page, 1);

  await context.clearCookies(); // the session ends elsewhere
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/api/strategy-responses") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save progress" }).click();
  expect((await refused).status()).toBe(401);

  await expect(page.getByText("Session expired!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(pathAndSearch(page)).toBe("/sign-in?redirect=%2Fstrategy");
  await expect(page.getByText("Failed to save responses", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});
