import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { desktopSidebar, waitForShell } from "./support/shell";
import { PERSON_PACE, signUpThroughUi } from "./support/first-use";

// Issue 32's flows that only the API tests walked, now through the screens as a person does: signed up through the
// UI, entering from the sidebar, typed at a person's pace. (The pillars come from a strategy saved through the API:
// the app makes pillars only by generating a strategy, which is not what these tests are about.)

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
}

const jsonFile = (items: unknown) => ({
  name: "swipe.json",
  mimeType: "application/json",
  buffer: Buffer.from(JSON.stringify(items), "utf8"),
});

test.describe("saved posts through the screens", () => {
  test("a JSON import with its preview, then filters by tag and by pillar", async ({ page, mail, baseURL }) => {
    test.setTimeout(120_000);
    await signUpThroughUi(page, mail);
    const strategy = await page.request.post("/api/strategies", {
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: { name: "Plan", pillars: [{ name: "Hiring" }, { name: "Pricing" }] },
    });
    expect(strategy.status(), await strategy.text()).toBe(201);
    // the strategies Generate Post read before it are kept a moment: the page reads them again
    await page.reload();
    await waitForShell(page);

    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Saved Posts", level: 1 })).toBeVisible();
    // two posts pasted, each with its tags and pillar
    await typeInto(page, "Author", "Jane Doe");
    await typeInto(page, "Text of the post", "I hired 12 engineers and got 3 wrong.");
    await typeInto(page, "Tags", "hiring, lessons");
    await page.getByLabel("Content pillar", { exact: true }).selectOption({ label: "Hiring" });
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
    await typeInto(page, "Author", "Sam Lee");
    await typeInto(page, "Text of the post", "We doubled our price and lost no client.");
    await typeInto(page, "Tags", "pricing");
    await page.getByLabel("Content pillar", { exact: true }).selectOption({ label: "Pricing" });
    await page.getByRole("button", { name: "Save post" }).click();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);

    // a JSON file with a bad row: previewed with the row's error, nothing to import
    const fileInput = page.getByLabel("Choose a CSV or JSON file");
    await fileInput.setInputFiles(
      jsonFile([
        { url: "https://example.com/lou", author: "Lou", text: "Hiring for attitude", tags: ["hiring"] },
        { url: "javascript:alert(1)", author: "Eve", text: "bad" },
      ]),
    );
    await expect(page.getByText("1 ready, 0 already saved (skipped), 1 with errors")).toBeVisible();
    const preview = page.getByRole("table", { name: "Preview" });
    await expect(preview.getByRole("row")).toHaveCount(3);
    await expect(preview.getByRole("row", { name: /Eve/ })).toContainText("must be a web address");
    await expect(preview.getByRole("row", { name: /Lou/ })).toContainText("Ready");
    await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    // fixed: previewed, then imported by keyboard
    await fileInput.setInputFiles(
      jsonFile([
        { url: "https://example.com/lou", author: "Lou", text: "Hiring for attitude", tags: ["hiring"] },
        { url: "https://example.com/kim", author: "Kim", text: "Price on value", tags: "pricing, value" },
      ]),
    );
    await expect(page.getByText("2 ready, 0 already saved (skipped), 0 with errors")).toBeVisible();
    await expect(preview.getByRole("row", { name: /Kim/ })).toContainText("Price on value");
    await page.getByRole("button", { name: "Import 2 posts" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("2 posts imported", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole("table")).toHaveCount(0);

    // by tag: the tags of every post are offered, imported ones too
    const tag = page.getByLabel("Tag", { exact: true });
    await tag.selectOption({ label: "#hiring" });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Jane Doe" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "Lou" })).toHaveCount(1);
    await tag.selectOption({ label: "#value" });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Kim");
    await tag.selectOption({ label: "All" });
    await expect(cards).toHaveCount(4);

    // by pillar (the imported posts have none)
    const pillar = page.getByLabel("Pillar", { exact: true });
    await pillar.selectOption({ label: "Pricing" });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sam Lee");
    // both filters at once: hiring in the Pricing pillar is nothing
    await tag.selectOption({ label: "#hiring" });
    await expect(page.getByText("No saved post matches.", { exact: true })).toBeVisible();
    await pillar.selectOption({ label: "Hiring" });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Jane Doe");
  });

  test("a favourite hook marked on Inspirations heads the editor's hooks and endings", async ({ page, mail }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Inspirations", exact: true }).click();
    await page.getByLabel("Search inspirations").click();
    await page.keyboard.type("myth", PERSON_PACE);
    const card = page.getByRole("article", { name: "The myth named" });
    await expect(card).toBeVisible();
    const star = card.getByRole("button", { name: "Favourite: The myth named" });
    await star.focus();
    await page.keyboard.press("Enter");
    await expect(star).toHaveAttribute("aria-pressed", "true");

    await desktopSidebar(page).getByRole("link", { name: "Post Editor", exact: true }).click();
    await expect(page).toHaveURL(/\/editor/);
    const button = page.getByRole("button", { name: "Hooks and endings", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Hooks and endings" });
    const items = panel.getByRole("listitem");
    // the favourite first and named as one (the defect: the library's order, its first hook first)
    await expect(items.first().getByRole("button")).toHaveAccessibleName(/^Favourite: The myth named/);
    // then the library in its order, the favourite not again
    await expect(items.nth(1).getByRole("button")).toHaveAccessibleName(/^The costly mistake/);
    await expect(panel.getByRole("button", { name: /The myth named/ })).toHaveCount(1);
  });
});
