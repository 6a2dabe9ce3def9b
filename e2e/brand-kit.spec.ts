import { expect, test } from "./support/test";
import { PERSON_PACE, signUpThroughUi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState } from "./support/shell";

test.describe.configure({ mode: "parallel" });

test("a new user sets the brand kit from the sidebar with the keyboard: a failing colour is named, a passing one saved", async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, mail);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Brand kit" }).click();
  await expect(page).toHaveURL(/\/settings\/brand-kit$/);
  await expect(page.getByRole("heading", { name: "Brand kit" })).toBeVisible();

  // the text colour, typed: a grey too light for white is said to be too low as it is typed
  await page.getByRole("textbox", { name: "Background", exact: true }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#ffffff", PERSON_PACE);
  await page.keyboard.press("Tab"); // to the text colour's picker
  await page.keyboard.press("Tab"); // to its typed value
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#999999", PERSON_PACE);
  await expect(page.getByTestId("brand-contrast-text")).toContainText("too low: at least 4.5:1 is needed");
  await page.getByRole("button", { name: "Save the brand kit" }).press("Enter");
  await expect(page.getByText(/The text colour is too close to the background/)).toBeVisible();

  await page.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#1a1a1a", PERSON_PACE);
  await page.getByRole("textbox", { name: "Accent", exact: true }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#0a66c2", PERSON_PACE);
  await expect(page.getByTestId("brand-contrast-text")).toContainText("readable (WCAG AA)");
  await expect(page.getByTestId("brand-contrast-accent")).toContainText("readable (WCAG AA)");
  await page.getByLabel("Headings").selectOption("manrope");
  await page.getByRole("textbox", { name: "Name", exact: true }).click();
  await page.keyboard.type("Ada Lovelace", PERSON_PACE);
  await page.keyboard.press("Tab");
  await page.keyboard.type("@ada", PERSON_PACE);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save the brand kit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Brand kit saved").first()).toBeVisible();

  // what was saved is what the page shows after a reload (the server's, not the form's memory)
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Text", exact: true })).toHaveValue("#1a1a1a");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Headings")).toHaveValue("manrope");
  await expect(page.getByRole("img", { name: "A slide in this brand kit" })).toContainText("Ada Lovelace");

  // the kit fills a carousel in one step, which Ctrl+Z undoes
  await nav.getByRole("link", { name: "Carousel Editor" }).click();
  await page.getByRole("button", { name: "Create your first carousel" }).click();
  await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
  const cover = page.getByRole("img", { name: /^Slide 1 of 3/ });
  await expect(cover).toBeVisible();
  await expect(cover).not.toContainText("Ada Lovelace");
  await page.getByRole("button", { name: "Apply the brand kit" }).click();
  await expect(cover).toContainText("Ada Lovelace");
  await expect(page.getByText("Brand kit applied. Ctrl+Z undoes it.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(cover).not.toContainText("Ada Lovelace");
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`brand kit states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/settings/brand-kit");
      await expect(page.getByTestId("brand-contrast")).toBeVisible();
      await checkScreenState(page, "brand-kit-states", `${theme}-${language}`);
    });
  });
}
