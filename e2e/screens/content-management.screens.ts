import { expect, test } from "../support/test";
import { signedInUser, themedContext, waitForShell } from "../support/shell";
import { keepScreenshot } from "../support/screenshots";

// Pictures for a human look (npm run screens): content management's first screen in every theme, language and size.
test("content management's first screen: 1280x800 and 375x812, light and dark, English and French (screenshots)", async ({
  page,
  browser,
  request,
  baseURL,
  mail,
}) => {
  test.slow();
  await signedInUser(page, request, baseURL!, mail);
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }, { name: "Engineering culture" }] },
  });
  const pillars = ((await strategy.json()) as { strategy: { pillars: { id: string }[] } }).strategy.pillars;
  for (const [i, body] of [
    "Leadership is a habit\nnot a title",
    "Three hiring mistakes",
    "Onboarding that works",
  ].entries())
    await page.request.post("/api/posts", { data: { body, status: i ? "idea" : "draft", pillarId: pillars[i]!.id } });
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
        for (const board of [false, true]) {
          await view.goto(board ? "/content-management?view=board" : "/content-management");
          await waitForShell(view);
          await expect(view.locator("html")).toHaveAttribute("lang", language);
          await expect(view.locator(board ? "li[data-post-id]" : "[data-post-id]")).toHaveCount(3);
          const name = `${theme}-${language}-${board ? "board" : "table"}-${width}x${height}`;
          await keepScreenshot(view, `test-results/content-management-first-screen/${name}.png`);
        }
      }
      await context.close();
    }
});
