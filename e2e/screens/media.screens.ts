import { expect, test } from "../support/test";
import { themedContext, waitForShell } from "../support/shell";
import { keepScreenshot } from "../support/screenshots";
import { makeImage, makePdf } from "../../tests/support/media-fixtures";

// Pictures for a human look (npm run screens): the media library's first screen in every theme, language and size.
test("media library's first screen: 1280x800 and 375x812, light and dark, English and French", async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  await signedIn("/library?tab=media");
  await page.getByTestId("media-file-input").setInputFiles([
    {
      name: "quarterly-results-summary-for-the-board-meeting-final-version-2.png",
      mimeType: "image/png",
      buffer: await makeImage("png", 600, 1400, "#f4f4f4"),
    },
    { name: "deck.pdf", mimeType: "application/pdf", buffer: await makePdf(2) },
  ]);
  await expect(page.getByTestId("media-card")).toHaveCount(2);
  const storageState = await page.context().storageState();
  for (const theme of ["light", "dark"] as const)
    for (const language of ["en", "fr"] as const) {
      const context = await themedContext(browser, { baseURL: baseURL!, storageState, theme, language });
      const view = await context.newPage();
      for (const [width, height] of [
        [1280, 800],
        [375, 812],
      ] as const) {
        await view.setViewportSize({ width, height });
        await view.goto("/library?tab=media");
        await waitForShell(view);
        await expect(view.locator("html")).toHaveAttribute("lang", language);
        await expect(view.getByTestId("media-card")).toHaveCount(2);
        await expect(view.getByTestId("media-card").getByRole("img").first()).toBeVisible();
        await keepScreenshot(
          view,
          `test-results/library-media-first-screen/${theme}-${language}-${width}x${height}.png`,
        );
      }
      await context.close();
    }
});
