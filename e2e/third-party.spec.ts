import { test, expect } from "./support/test";
import { signedInUser, waitForShell } from "./support/shell";

// SPEC §1's chat widget is off unless configured: with no CHAT_WIDGET_ID, nothing but the app itself loads.
test("without a configured chat widget, no request leaves the app's origin", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) return; // data:, blob:
    if (url.origin !== new URL(baseURL!).origin) foreign.push(req.url());
  });
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await signedInUser(page, request, baseURL!, mail);
  for (const path of ["/generate-post", "/strategy", "/settings/appearance", "/help-center"]) {
    await page.goto(path);
    await waitForShell(page);
  }
  expect(await page.evaluate(() => "$crisp" in window)).toBe(false);
  expect(foreign).toEqual([]);
});
