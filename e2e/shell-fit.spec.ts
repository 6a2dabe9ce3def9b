import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { logOutViaUi } from "./support/auth";
import { signedInUser, waitForShell } from "./support/shell";
import { keepScreenshot } from "./support/screenshots";

/** Texts inside `selector` cut by an ellipsis (`text-overflow: ellipsis` with content wider than its box). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>("*")]
        .filter((el) => getComputedStyle(el).textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent ?? ""),
    );
}

test.describe("at 375 px, Settings shows every tab and every card in full", () => {
  for (const language of ["en", "fr"] as const) {
    test.describe(language, () => {
      test.use({ language });

      test(`settings tabs and account cards fit (${language})`, async ({ page, request, baseURL, mail }) => {
        // A long address: the one most likely to be cut.
        await signedInUser(page, request, baseURL!, mail, {
          firstName: "Maximiliana",
          lastName: "Featherstonehaugh-Worthington",
        });
        await page.setViewportSize({ width: 375, height: 812 });
        for (const path of [
          "/settings/account",
          "/settings/appearance",
          "/settings/display",
          "/settings/notifications",
          "/settings/brand-kit",
        ]) {
          await page.goto(path);
          await waitForShell(page);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(375);
          const tabs = page
            .getByRole("navigation", { name: language === "en" ? "Settings" : "Paramètres" })
            .getByRole("link");
          await expect(tabs).toHaveCount(5);
          for (const tab of await tabs.all()) {
            const box = (await tab.boundingBox())!;
            expect(box.x, `${await tab.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${await tab.textContent()} ends inside the screen`).toBeLessThanOrEqual(375);
          }
          expect(await cutTexts(page, "main"), `${path}: texts cut off`).toEqual([]);
          await keepScreenshot(
            page,
            `test-results/shell-fit/settings-${language}-375${path.replaceAll("/", "_")}.png`,
            { fullPage: true },
          );
        }
      });
    });
  }
});

test("at 1280x800 the sidebar shows that it goes on below the fold, and Settings and Help Center are reachable", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/strategy");
  await waitForShell(page);
  const sidebar = page.getByRole("navigation", { name: "Main navigation" });
  const content = sidebar.locator('[data-sidebar="content"]');
  const below = sidebar.locator('[data-sidebar="more-below"]');
  const above = sidebar.locator('[data-sidebar="more-above"]');
  const help = sidebar.getByRole("link", { name: "Help Center" });

  await expect(help).not.toBeInViewport();
  await expect(below).toBeVisible();
  await expect(above).toBeHidden();
  await keepScreenshot(page, "test-results/shell-fit/sidebar-1280x800-top.png");

  await content.hover();
  await page.mouse.wheel(0, 2000);
  await expect(help).toBeInViewport({ ratio: 1 });
  await expect(sidebar.getByRole("button", { name: "Settings" })).toBeInViewport({ ratio: 1 });
  await expect(below).toBeHidden();
  await expect(above).toBeVisible();
  await keepScreenshot(page, "test-results/shell-fit/sidebar-1280x800-bottom.png");

  // Keyboard users get there too: focus scrolls the item into view.
  await content.evaluate((el) => el.scrollTo({ top: 0 }));
  await help.focus();
  await expect(help).toBeInViewport({ ratio: 1 });

  // Collapsed to icons, the items below the fold can still be reached.
  await page.keyboard.press("ControlOrMeta+b");
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute("data-state", "collapsed");
  await page.setViewportSize({ width: 1280, height: 600 });
  await content.hover();
  await page.mouse.wheel(0, 2000);
  await expect(help).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, "test-results/shell-fit/sidebar-collapsed-1280x600-bottom.png");
});

for (const path of ["/strategy", "/profile", "/settings/account"]) {
  test(`sign-out from ${path} makes no request that answers 401`, async ({ page, signedIn }) => {
    const user = await signedIn(path, { firstName: "Sign", lastName: "Out" });
    const unauthorized: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 401) unauthorized.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await logOutViaUi(page, { name: user.fullName, email: user.email });
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByText("You have been signed out successfully.", { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(unauthorized).toEqual([]);
  });
}
