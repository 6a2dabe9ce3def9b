import { test, expect } from "./support/test";
import { signedInUser, waitForShell } from "./support/shell";

// SPEC §7/§9: translation files are fetched from /locales/{lng}/{ns}.json; a 5xx or network failure is retried,
// a 4xx or unparsable file is not, and failures are logged as warnings only. A page loads only its own files
// (issue 29 §5): the core file first, a tool's file with its route.
test.describe("loading translations", () => {
  test.use({ language: "fr" });

  test("retries a 503 and then shows the page in French", async ({ page }) => {
    let calls = 0;
    await page.route("**/locales/fr/core.json", async (route) => {
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
    await page.route("**/locales/fr/core.json", (route) => {
      calls++;
      return route.fulfill({ status: 404, body: "missing" });
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForTimeout(1500); // a retry would have happened by now
    expect(calls).toBe(1);
    expect(warnings.join("\n")).toContain("failed loading /locales/fr/core.json; status code: 404");
  });

  test("does not retry a file that is not JSON", async ({ page }) => {
    let calls = 0;
    const warnings: string[] = [];
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()));
    await page.route("**/locales/fr/core.json", (route) => {
      calls++;
      return route.fulfill({ status: 200, contentType: "application/json", body: "{not json" });
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(calls).toBe(1);
    expect(warnings.join("\n")).toContain("failed parsing /locales/fr/core.json to json");
  });

  test("a page fetches only the core file and its own; the next tool adds its files, once", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/locales/")) fetched.push(path);
    });
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
    expect([...new Set(fetched)].sort()).toEqual(["/locales/en/core.json", "/locales/fr/core.json"]);

    // signed in (the profile's language is the browser's: French): each page's file in French and English (the
    // fallback), and no English text left on the French page (a loader racing the language's change left it)
    await signedInUser(page, request, baseURL!, mail);
    fetched.length = 0;
    await page.goto("/help-center");
    await waitForShell(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Centre d'aide");
    const features = () => [...new Set(fetched)].filter((p) => !p.endsWith("/core.json")).sort();
    // its own file, and LinkedIn's (the Help Center's LinkedIn answer is the accounts' summary)
    expect(features()).toEqual([
      "/locales/en/help.json",
      "/locales/en/linkedin.json",
      "/locales/fr/help.json",
      "/locales/fr/linkedin.json",
    ]);
    // on to Profile (a new page load): its file, and LinkedIn's, which it shows too
    fetched.length = 0;
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
    expect(features()).toEqual([
      "/locales/en/linkedin.json",
      "/locales/en/profile.json",
      "/locales/fr/linkedin.json",
      "/locales/fr/profile.json",
    ]);
  });
});
