import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar, waitForShell } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";

// Issue 32's Saved Posts, the gaps closed: editing a saved post (the paste form's checks, conflict-safe, by keyboard)
// and exporting the swipe file as CSV or JSON that imports back as it was. Signed up through the UI, entering from
// the sidebar, typed at a person's pace.

const FORMULA = '=HYPERLINK("http://evil.example","x")';

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
}

/** Clears a field of the edit dialog and types its new value. */
async function retype(page: Page, label: string, text: string) {
  const field = page.getByRole("dialog").getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text, PERSON_PACE);
}

async function downloaded(page: Page, name: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test.describe("editing and exporting saved posts", () => {
  test("edit by keyboard with the form's checks; a change made elsewhere is said, the typed changes kept", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await typeInto(page, "Link to the post", "https://example.com/post/1");
    await typeInto(page, "Author", "Jane Doe");
    await typeInto(page, "Text of the post", "I hired 12 engineers last year.");
    await page.getByRole("button", { name: "Save post" }).click();
    const card = page.getByRole("article");
    await expect(card).toHaveCount(1);

    // Edit, from the keyboard: the dialog opens on the link, every field holding the post's value
    await card.getByRole("button", { name: "Edit: Jane Doe" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit the saved post" });
    await expect(dialog).toBeVisible();
    expect(await focused(page)).toBe("#saved-post-edit-url");
    await expect(dialog.getByLabel("Author", { exact: true })).toHaveValue("Jane Doe");
    await expect(dialog.getByLabel("Text of the post", { exact: true })).toHaveValue("I hired 12 engineers last year.");

    // the paste form's checks, translated, the focus on the field (a script is not a link; nothing left to keep)
    await retype(page, "Link to the post", "javascript:alert(1)");
    await page.keyboard.press("Enter");
    await expect(
      dialog.getByText("The link must be a web address starting with http:// or https://.", { exact: true }),
    ).toBeVisible();
    expect(await focused(page)).toBe("#saved-post-edit-url");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    await retype(page, "Text of the post", " ");
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(dialog.getByText("Paste the post's text or its link.", { exact: true })).toBeVisible();
    expect(await focused(page)).toBe("#saved-post-edit-text");

    // every field changed, saved with Ctrl+Enter
    await retype(page, "Text of the post", "I hired 12 engineers. I got 3 wrong.");
    await retype(
      page,
      "Link to the post",
      "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678?trk=x",
    );
    await retype(page, "Author", "Jane D.");
    await retype(page, "Hook pattern", "Confession with a number");
    await retype(page, "Format", "Story");
    await retype(page, "Angle", "Mistakes");
    await retype(page, "Why I saved it", "Honest numbers");
    await retype(page, "Tags", "hiring, lessons");
    await retype(page, "Figures", "1,204 reactions");
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
    await expect(card).toContainText("by Jane D.");
    await expect(card).toContainText("I hired 12 engineers. I got 3 wrong.");
    await expect(card).toContainText("Confession with a number");
    await expect(card).toContainText("#lessons");
    await expect(card).toContainText("1,204 reactions");
    await expect(card.getByRole("link", { name: /linkedin\.com/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/",
    );
    // closed, the focus is back on the card's Edit button
    await expect(card.getByRole("button", { name: "Edit: Jane D." })).toBeFocused();

    // another tab changes it while the dialog is open
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await retype(page, "Angle", "Hiring mistakes");
    const current = (await (await page.request.get("/api/saved-posts")).json()) as {
      items: { id: string; version: number }[];
    };
    const elsewhere = await page.request.patch(`/api/saved-posts/${current.items[0].id}`, {
      data: { version: current.items[0].version, whySaved: "Changed in another tab" },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    // said in the dialog (the defect: saved over it without a word, or the changes lost), the typed text kept
    await expect(dialog.getByRole("alert")).toContainText("This saved post was changed elsewhere");
    await expect(dialog.getByLabel("Angle", { exact: true })).toHaveValue("Hiring mistakes");
    await expect(dialog.getByRole("button", { name: "Save changes" })).toBeFocused();
    // saving again keeps the writer's changes over the newer version, knowingly
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("Hiring mistakes");
    await expect(card).toContainText("Honest numbers");
    await expect(card).not.toContainText("Changed in another tab");

    // Escape closes without saving, the focus back on Edit
    await card.getByRole("button", { name: "Edit: Jane D." }).click();
    await retype(page, "Author", "Nobody");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("by Jane D.");
    await expect(card.getByRole("button", { name: "Edit: Jane D." })).toBeFocused();
  });

  test("export CSV and JSON: a formula never runs in a spreadsheet, and the file imports back as it was", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await typeInto(page, "Link to the post", "https://example.com/b");
    await typeInto(page, "Author", "@eve");
    await typeInto(page, "Text of the post", FORMULA);
    await typeInto(page, "Hook pattern", "+1 trick");
    await typeInto(page, "Tags", "formulas, risky");
    await page.keyboard.press("Enter");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(1);

    const csv = await downloaded(page, "Export CSV");
    expect(csv.name).toMatch(/^saved-posts-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("url,author,text,saved at,hook pattern,format,angle,why,tags");
    // every cell a spreadsheet would run starts with a quote (the defect: =HYPERLINK(...) as a live formula)
    expect(row).toMatch(/^https:\/\/example\.com\/b,'@eve,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/);
    expect(row).toContain(",'+1 trick,");
    expect(row).toContain('"formulas, risky"');
    const json = await downloaded(page, "Export JSON");
    expect(json.name).toMatch(/\.json$/);
    expect((JSON.parse(json.text) as { text: string; tags: string[] }[])[0]).toMatchObject({
      text: FORMULA,
      author: "@eve",
      tags: ["formulas", "risky"],
    });

    // deleted, then the exported CSV imported back: the same post, the formula as its text
    await cards.getByRole("button", { name: "Delete: @eve" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(cards).toHaveCount(0);
    // the card gone, the focus is in the search (not on <body>)
    await expect(page.locator("#saved-posts-search")).toBeFocused();
    await page.getByLabel("Choose a CSV or JSON file").setInputFiles({
      name: csv.name,
      mimeType: "text/csv",
      buffer: Buffer.from(csv.text, "utf8"),
    });
    await expect(page.getByText("1 ready, 0 already saved (skipped), 0 with errors")).toBeVisible();
    await page.getByRole("button", { name: "Import 1 post" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText(FORMULA, { exact: true })).toBeVisible();
    await expect(cards).toContainText("by @eve");
    await expect(cards).toContainText("+1 trick");
    await expect(cards).toContainText("#risky");
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`saved posts edit states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`the edit dialog and its conflict: axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      signedIn,
    }) => {
      await signedIn("/saved-posts");
      const made = await page.request.post("/api/saved-posts", {
        data: { sourceUrl: "https://example.com/p", authorName: "Jane Doe", text: "A post.", tags: ["hiring"] },
      });
      const { savedPost } = (await made.json()) as { savedPost: { id: string; version: number } };
      await page.reload();
      await waitForShell(page);
      const [edit, save] = language === "fr" ? ["Modifier", "Enregistrer les modifications"] : ["Edit", "Save changes"];
      await page
        .getByRole("article")
        .getByRole("button", { name: `${edit}: Jane Doe` })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkScreenState(page, "saved-posts-edit-states", `${theme}-${language}-edit`);
      await page.request.patch(`/api/saved-posts/${savedPost.id}`, {
        data: { version: savedPost.version, angle: "elsewhere" },
      });
      await page.getByRole("dialog").getByRole("button", { name: save }).click();
      await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
      await checkScreenState(page, "saved-posts-edit-states", `${theme}-${language}-edit-conflict`);
    });
  });
}
