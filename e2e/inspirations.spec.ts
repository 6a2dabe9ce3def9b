import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";

// Issue 32: the library of structures as a new user meets it: signed up through the UI, entering from the sidebar,
// typed at a person's pace.

const NAME = "Mistake, cost, what I do now";

test.describe("inspirations as a new user meets them", () => {
  test("search, filter, favourite, open a structure in Generate Post and as a draft", async ({ page, mail }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Inspirations", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Inspirations", level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "60 structures" })).toBeVisible();

    // search, accents and case ignored, every word
    await page.getByLabel("Search inspirations").click();
    await page.keyboard.type("WHAT it cost", PERSON_PACE);
    const card = page.getByRole("article", { name: NAME });
    await expect(card).toBeVisible();
    await expect(card.getByText("{mistake} → {what it cost} → {what I do now} → {question}")).toBeVisible();
    // filters narrow it: a format it does not fit hides it
    await page.getByLabel("Format", { exact: true }).selectOption({ label: "Announcement" });
    await expect(card).toHaveCount(0);
    await page.getByLabel("Format", { exact: true }).selectOption({ label: "Story" });
    await expect(card).toBeVisible();

    // favourite, with the keyboard; it stays one after a reload, and "favourites only" shows it alone
    await card.getByRole("button", { name: `Favourite: ${NAME}` }).focus();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("button", { name: `Favourite: ${NAME}` })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await page.getByLabel("Favourites only").check();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: NAME }).getByRole("button", { name: /Favourite/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Use in Generate Post: the structure shown with its parts, the format the pattern's first; the writer says what
    // the post is about, and the variants follow the structure (the built-in generator leaves the parts only the
    // writer can tell in brackets)
    await page.getByRole("article", { name: NAME }).getByRole("link", { name: "Use in Generate Post" }).click();
    await expect(page).toHaveURL(/\/generate-post\?structure=post-mistake-cost-now/);
    const banner = page.getByRole("region", { name: "Structure from Inspirations" });
    await expect(banner.getByText(`Following the structure “${NAME}”`)).toBeVisible();
    await expect(banner.getByText("{mistake} → {what it cost} → {what I do now} → {question}")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Story/ })).toBeChecked();
    await expect(page.locator("#gen-topic")).toHaveValue("");
    await page.locator("#gen-topic").click();
    await page.keyboard.type("Saying yes to every client", PERSON_PACE);
    await expect(page.locator("#gen-topic")).toHaveValue("Saying yes to every client");
    await page.getByRole("button", { name: "Generate 3 variants" }).click();
    // the fake AI fails by default here: the template mode is offered, and follows the structure too
    const templateMode = page.getByRole("alert").getByRole("button", { name: "Use template mode" });
    await expect(templateMode).toBeVisible({ timeout: 30_000 });
    await templateMode.click();
    const variants = page.getByTestId("variant-card");
    await expect(variants).toHaveCount(3);
    for (let i = 0; i < 3; i++)
      await expect(variants.nth(i).getByTestId("preview-text")).toContainText("[mistake]", { timeout: 30_000 });
    // stopping it, by keyboard: the banner goes and the focus is in the topic
    await banner.getByRole("button", { name: "Stop following it" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect(page.locator("#gen-topic")).toBeFocused();
    await expect(page).not.toHaveURL(/structure=/);

    // Open as a draft: the editor with the skeleton
    await page.goBack();
    await page.getByLabel("Favourites only").check();
    await page.getByRole("article", { name: NAME }).getByRole("button", { name: "Open as a draft" }).click();
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}/);
    await expect(page.locator("#post-body")).toHaveValue(/^\[mistake\]\n\n\[what it cost\]/);
    expect(await focused(page)).not.toBe("body");

    // the editor's toolbar puts an ending in, by keyboard: its own paragraph, its part selected to type over
    await page.locator("#post-body").focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("button", { name: "Hooks and endings" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("searchbox", { name: "Search hooks and endings" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Endings", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Endings", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("searchbox", { name: "Search hooks and endings" })).toBeFocused();
    await page.keyboard.type("your turn", PERSON_PACE);
    await expect(page.getByRole("dialog").getByRole("button", { name: /^Your turn/ })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.locator("#post-body")).toBeFocused();
    await page.keyboard.type("Which filter do you use?", PERSON_PACE);
    await expect(page.locator("#post-body")).toHaveValue(/\[question\]\n\nYour turn: Which filter do you use\?$/);
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`inspirations states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/inspirations");
      await expect(page.getByRole("article").first()).toBeVisible();
      await checkScreenState(page, "inspirations-states", `${theme}-${language}-list`);
      await page.getByRole("article").first().locator("summary").click();
      await checkScreenState(page, "inspirations-states", `${theme}-${language}-example`);
    });

    test(`the editor's hooks picker: a favourite marked, and offline (${theme}, ${language})`, async ({
      page,
      context,
      signedIn,
    }) => {
      await signedIn("/editor");
      expect((await page.request.put("/api/inspirations/favourites/hook-myth")).ok()).toBe(true);
      const [label, favourite, myth, offline] =
        language === "fr"
          ? ["Accroches et conclusions", "Favori", "Le mythe démonté", "Hors connexion, les accroches"]
          : ["Hooks and endings", "Favourite", "The myth named", "Hooks and endings can't load while you're offline"];
      const button = page.getByRole("button", { name: label, exact: true });
      const panel = page.getByRole("dialog", { name: label });
      // offline before the library's code was ever fetched: said in the page's language
      await context.setOffline(true);
      await button.click();
      await expect(panel.getByRole("alert")).toContainText(offline);
      await checkScreenState(page, "inspirations-states", `${theme}-${language}-editor-hooks-offline`);
      await page.keyboard.press("Escape");
      await expect(button).toBeFocused();
      await context.setOffline(false);
      await page.keyboard.press("Enter");
      // the favourite first, its star named in the page's language (the defect: an unnamed icon, or English in fr)
      await expect(panel.getByRole("listitem").first().getByRole("button")).toHaveAccessibleName(
        new RegExp(`^${favourite}: ${myth}`),
      );
      await checkScreenState(page, "inspirations-states", `${theme}-${language}-editor-hooks`);
    });
  });
}
