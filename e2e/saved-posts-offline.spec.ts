import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar, waitForShell } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";

// Issue 32's Saved Posts offline, past the paste form (saved-posts-network.spec.ts): delete, "Turn into an idea",
// edit and import each fail at once with a translated toast that says why, keep what the writer did and give the
// focus back, and work once the network is back (the defect: a paused action, busy without a word, or a lost one).

const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
}

const json = (text: string) => ({
  name: "swipe.json",
  mimeType: "application/json",
  buffer: Buffer.from(text, "utf8"),
});
const FILE = JSON.stringify([{ url: "https://example.com/imported", author: "Lou", text: "From a file" }]);

async function onServer(page: Page) {
  const res = await page.request.get("/api/saved-posts");
  return ((await res.json()) as { items: { authorName: string; ideaPostId: string | null }[] }).items;
}

test.describe("saved posts offline", () => {
  test("delete, turn into an idea, edit and import say they failed, keep everything, and work back online", async ({
    page,
    context,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await typeInto(page, "Author", "Sam Lee");
    await typeInto(page, "Text of the post", "Three things I check before saying yes to a client.");
    await page.getByRole("button", { name: "Save post" }).click();
    const card = page.getByRole("article");
    await expect(card).toHaveCount(1);
    const toasts = page.getByRole("region", { name: /^Notifications/ });

    await context.setOffline(true);

    // Turn into an idea
    const toIdea = card.getByRole("button", { name: "Turn into an idea" });
    await toIdea.click();
    await expect(toasts.getByText("The idea could not be made", { exact: true })).toBeVisible();
    await expect(toasts.getByText(UNREACHABLE, { exact: true }).first()).toBeVisible();
    await expect(toIdea).toBeEnabled();
    await expect(toIdea).toBeFocused();

    // Delete: the dialog closes, the post stays, the focus back on Delete
    const remove = card.getByRole("button", { name: "Delete: Sam Lee" });
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toasts.getByText("The saved post could not be deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(card).toHaveCount(1);
    await expect(remove).toBeFocused();

    // Edit: said in the dialog (a toast behind a modal is hidden from screen readers), what was typed kept, the focus
    // where it was, to press Enter again
    await card.getByRole("button", { name: "Edit: Sam Lee" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit the saved post" });
    await dialog.getByLabel("Angle", { exact: true }).click();
    await page.keyboard.type("Saying no", PERSON_PACE);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toContainText("The changes could not be saved");
    await expect(dialog.getByRole("alert")).toContainText(UNREACHABLE);
    await expect(dialog.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await expect(dialog.getByLabel("Angle", { exact: true })).toHaveValue("Saying no");
    await expect(dialog.getByLabel("Angle", { exact: true })).toBeFocused();

    // Import: choosing the file fails and says so; the same file can be chosen again
    await page.keyboard.press("Escape");
    const fileInput = page.getByLabel("Choose a CSV or JSON file");
    await fileInput.setInputFiles(json(FILE));
    await expect(toasts.getByText("The import failed: nothing was imported", { exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await focused(page)).toBe("#saved-posts-import-file");
    expect(await fileInput.inputValue()).toBe("");

    // back online: the preview; offline again, Import fails with the preview kept and the focus on it
    await context.setOffline(false);
    await fileInput.setInputFiles(json(FILE));
    await expect(page.getByText("1 ready, 0 already saved (skipped), 0 with errors")).toBeVisible();
    await context.setOffline(true);
    const importButton = page.getByRole("button", { name: "Import 1 post" });
    await importButton.click();
    await expect(toasts.getByText("The import failed: nothing was imported", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(importButton).toBeFocused();

    // nothing went out on its own when the network came back: the server has the one post, unchanged
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(await onServer(page)).toEqual([expect.objectContaining({ authorName: "Sam Lee", ideaPostId: null })]);

    // and each works now
    await page.keyboard.press("Enter");
    await expect(page.getByText("1 post imported", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(2);
    const sam = card.filter({ hasText: "Sam Lee" });
    await sam.getByRole("button", { name: "Turn into an idea" }).click();
    await expect(sam.getByRole("link", { name: "Idea on the board" })).toBeVisible();
    await sam.getByRole("button", { name: "Delete: Sam Lee" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Saved post deleted", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(1);
    expect((await onServer(page)).map((p) => p.authorName)).toEqual(["Lou"]);
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`saved posts offline states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`a failed action's toast: axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      context,
      signedIn,
    }) => {
      await signedIn("/saved-posts");
      await page.request.post("/api/saved-posts", { data: { authorName: "Jane Doe", text: "A post." } });
      await page.reload();
      await waitForShell(page);
      // a person reads the page a moment: the toaster's code comes while the network is there (lazy-toaster.tsx)
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType("resource").some((e) => /\/toaster-[\w-]+\.js$/.test(e.name)),
          ),
        )
        .toBe(true);
      const [toIdea, failed, unreachable] =
        language === "fr"
          ? ["En faire une idée", "L’idée n’a pas pu être créée", "Le serveur est injoignable"]
          : ["Turn into an idea", "The idea could not be made", "The server could not be reached"];
      await context.setOffline(true);
      await page.getByRole("article").getByRole("button", { name: toIdea }).click();
      const toasts = page.getByRole("region", { name: /^Notifications/ });
      await expect(toasts.getByText(failed, { exact: true })).toBeVisible();
      await expect(toasts).toContainText(unreachable);
      await checkScreenState(page, "saved-posts-offline-states", `${theme}-${language}-idea-failed`);
      await context.setOffline(false);
    });
  });
}
