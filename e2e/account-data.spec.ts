import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs";
import { expect, test } from "./support/test";
import { focused, signUpThroughUi, writePostFromSidebar } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState } from "./support/shell";

test.describe.configure({ mode: "parallel" });

test("a new user exports their data from Settings > Account with the keyboard and downloads a zip holding their post", async ({
  page,
  mail,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpThroughUi(page, mail);
  await writePostFromSidebar(page, "Three lessons from launch week");

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  const start = page.getByRole("button", { name: "Export my data", exact: true });
  await start.focus();
  await page.keyboard.press("Enter");
  // built by the job: progress, then the download; focus never falls to <body>
  const downloadLink = page.getByRole("link", { name: "Download the zip" });
  await expect(downloadLink).toBeVisible({ timeout: 60_000 });
  expect(await focused(page)).not.toBe("body");
  await expect(page.getByText(/Your export is ready/)).toBeVisible();

  const message = await mail.waitFor(email, { subjectIncludes: "Your PillarPost data is ready" });
  expect(mail.link(message, /\/api\/account\/exports\//)).toMatch(/\/download$/);

  await downloadLink.focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const posts = JSON.parse(strFromU8(entries["data/posts.json"]!)) as { body: string }[];
  expect(posts.map((p) => p.body)).toContain("Three lessons from launch week");
  expect(Object.keys(entries)).toContain("manifest.json");
  expect(Object.keys(entries)).not.toContain("data/accounts.json");

  await checkScreenState(page, "account-data", "export-ready-light-en");
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`account export states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/settings/account");
      await expect(
        page.getByRole("button", { name: language === "fr" ? "Exporter mes données" : "Export my data" }),
      ).toBeVisible();
      await checkScreenState(page, "account-data", `export-${theme}-${language}`);
    });
  });
}
