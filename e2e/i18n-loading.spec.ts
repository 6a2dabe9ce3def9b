import { test, expect } from "./support/test";

// SPEC §7/§9: translation files are fetched from /locales/{lng}/{ns}.json; a 5xx or network failure is retried,
// a 4xx or unparsable file is not, and failures are logged as warnings only.
test.describe("loading translations", () => {
  test.use({ language: "fr" });

  test("retries a 503 and then shows the page in French", async ({ page }) => {
    let calls = 0;
    await page.route("**/locales/fr/translation.json", async (route) => {
      calls++;
      if (calls === 1) return route.fulfill({ status: 503, body: "busy" });
      return route.continue();
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
    expect(calls).toBe(2);
  });

  test("does not retry a 404, warns, and falls back to English", async ({ page }) => {
    let calls = 0;
    const warnings: string[] = [];
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()));
    await page.route("**/locales/fr/translation.json", (route) => {
      calls++;
      return route.fulfill({ status: 404, body: "missing" });
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForTimeout(1500); // a retry would have happened by now
    expect(calls).toBe(1);
    expect(warnings.join("\n")).toContain("failed loading /locales/fr/translation.json; status code: 404");
  });

  test("does not retry a file that is not JSON", async ({ page }) => {
    let calls = 0;
    const warnings: string[] = [];
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()));
    await page.route("**/locales/fr/translation.json", (route) => {
      calls++;
      return route.fulfill({ status: 200, contentType: "application/json", body: "{not json" });
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(calls).toBe(1);
    expect(warnings.join("\n")).toContain("failed parsing /locales/fr/translation.json to json");
  });
});
