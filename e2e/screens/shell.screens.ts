import { test } from "../support/test";
import { SCREEN_COMBINATIONS, signedInUser, waitForShell } from "../support/shell";
import { keepScreenshot } from "../support/screenshots";

// Each combination makes its own user: they can run on different workers.
test.describe.configure({ mode: "parallel" });

// Screenshots of the shell for a human look: test-results/shell-screens/*.png (not compared automatically).
const SIZES = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
];

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`shell screenshots ${theme} ${language}`, async ({ page, request, baseURL, mail }) => {
      await signedInUser(page, request, baseURL!, mail);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const path of ["/strategy", "/settings/appearance", "/plans"]) {
          await page.goto(path);
          await waitForShell(page);
          await keepScreenshot(
            page,
            `test-results/shell-screens/${theme}-${language}-${size.name}${path.replaceAll("/", "_")}.png`,
          );
        }
        if (size.width >= 768) {
          await page.goto("/settings/account");
          await waitForShell(page);
          await page.keyboard.press(process.platform === "darwin" ? "Meta+k" : "Control+k");
          await page.waitForTimeout(300);
          await keepScreenshot(page, `test-results/shell-screens/${theme}-${language}-${size.name}_palette.png`);
          await page.keyboard.press("Escape");
          await page.keyboard.press(process.platform === "darwin" ? "Meta+b" : "Control+b");
          await page.waitForTimeout(300);
          await keepScreenshot(page, `test-results/shell-screens/${theme}-${language}-${size.name}_collapsed.png`);
          await page.keyboard.press(process.platform === "darwin" ? "Meta+b" : "Control+b");
        }
        if (size.width < 768) {
          await page.goto("/generate-post");
          await waitForShell(page);
          await page.getByRole("button", { name: /Toggle Sidebar|barre latérale/ }).click();
          await page.waitForTimeout(400);
          await keepScreenshot(page, `test-results/shell-screens/${theme}-${language}-${size.name}_sheet.png`);
        }
      }
    });
  });
}
