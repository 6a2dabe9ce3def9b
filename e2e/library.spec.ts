import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, toastButton, waitForShell } from "./support/shell";

async function seed(page: import("@playwright/test").Page) {
  const strategy = (await (
    await page.request.post("/api/strategies", {
      data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }] },
    })
  ).json()) as { strategy: { pillars: { id: string; name: string }[] } };
  const [leadership] = strategy.strategy.pillars;
  await page.request.post("/api/posts", { data: { body: "Le réseau compte\nplus que le CV", status: "idea" } });
  await page.request.post("/api/posts", { data: { body: "Three hiring mistakes\nand how to avoid them" } });
  await page.request.post("/api/posts", {
    data: { body: "Leadership is a habit\nnot a title #leadership", pillarId: leadership.id },
  });
  return strategy.strategy.pillars;
}

test("library: search, filter, select, assign a pillar, delete with undo, trash", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await seed(page);
  await page.goto("/library");
  await waitForShell(page);
  const rows = page.getByRole("main").getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("3 posts")).toBeVisible();

  // Full-text search: accents ignored, matches marked.
  await page.getByLabel("Search", { exact: true }).fill("reseau");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator("mark")).toHaveText("réseau");
  await page.getByLabel("Search", { exact: true }).fill("");
  await page.getByLabel("Status").selectOption("idea");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Status").selectOption("");
  await expect(rows).toHaveCount(3);

  // Select two, file them under a pillar.
  await page.getByRole("checkbox", { name: "Select “Three hiring mistakes”" }).check();
  await page.getByRole("checkbox", { name: "Select “Le réseau compte”" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("Pillar for the selection").selectOption({ label: "Hiring" });
  await page.getByRole("button", { name: "Assign" }).click();
  // done when the selection clears (a filter changed meanwhile could load its first page before the change lands)
  await expect(page.getByText("2 selected")).toBeHidden();
  await page.getByLabel("Pillar", { exact: true }).selectOption({ label: "Hiring" });
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Pillar", { exact: true }).selectOption("");

  // Delete with Undo, then the trash.
  await page.getByRole("checkbox", { name: "Select “Leadership is a habit”" }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(2);
  await toastButton(page, "Undo").click();
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select “Leadership is a habit”" }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole("tab", { name: "Trash" }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole("checkbox", { name: "Select “Leadership is a habit”" }).check();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("The trash is empty. Deleted posts stay here for 30 days.")).toBeVisible();
  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(rows).toHaveCount(3);

  // Grid view; a post opens in the editor.
  await page.getByRole("button", { name: "Grid" }).click();
  await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Three hiring mistakes" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`library states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/library");
      await checkScreenState(page, "library-states", `${theme}-${language}-empty`);
      await seed(page);
      await page.reload();
      await waitForShell(page);
      await page.getByRole("checkbox").nth(1).check();
      await checkScreenState(page, "library-states", `${theme}-${language}-list`);
    });
  });
}

test("Show more loads the next pages of the workspace's posts, past the API's 100 per request", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  for (let i = 0; i < 105; i += 15)
    await Promise.all(
      Array.from({ length: Math.min(15, 105 - i) }, (_, k) =>
        page.request.post("/api/posts", { data: { body: `Post number ${i + k + 1}` } }),
      ),
    );
  await page.goto("/library");
  await waitForShell(page);
  const rows = page.getByRole("main").getByRole("listitem");
  await expect(page.getByText("105 posts")).toBeVisible();
  await expect(rows).toHaveCount(50);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(rows).toHaveCount(100);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(rows).toHaveCount(105);
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
});
