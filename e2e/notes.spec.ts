import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, toastButton, waitForShell } from "./support/shell";

interface NotesPage {
  items: { id: string; body: string; tags: string[]; pinned: boolean; postIds: string[] }[];
}

test.describe("notes", () => {
  test("keyboard-first: new note, tags, search, pin, draft post, delete and undo", async ({ page, signedIn }) => {
    await signedIn("/notes");
    await expect(page.getByText("No notes yet. Write your first idea above.")).toBeVisible();

    // N focuses the capture box; Ctrl+Enter adds; focus stays for the next idea.
    await page.getByRole("heading", { name: "Notes", level: 1 }).click();
    await page.keyboard.press("n");
    await expect(page.getByLabel("New note")).toBeFocused();
    await page.keyboard.type("Été: the 3 mistakes I made as a new manager");
    await page.keyboard.press("Control+Enter");
    await expect(page.getByLabel("New note")).toHaveValue("");
    await expect(page.getByLabel("New note")).toBeFocused();
    await page.keyboard.type("Story about my first client");
    await page.keyboard.press("Control+Enter");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);

    // Tags and pin save as you go.
    const manager = cards.filter({ has: page.locator("textarea", { hasText: "mistakes" }) });
    await manager.getByLabel("Tags").fill("management, #Hooks");
    await manager.getByLabel("Tags").press("Enter");
    await manager.getByRole("button", { name: "Pin" }).click();
    await expect(manager.getByRole("button", { name: "Pin" })).toHaveAttribute("aria-pressed", "true");
    const saved = async () => ((await (await page.request.get("/api/notes")).json()) as NotesPage).items;
    await expect.poll(async () => (await saved()).find((n) => n.pinned)?.tags).toEqual(["management", "Hooks"]);

    // "/" searches (accents ignored); a tag filters.
    await page.getByRole("heading", { name: "Notes", level: 1 }).click();
    await page.keyboard.press("/");
    await expect(page.getByLabel("Search notes")).toBeFocused();
    await page.keyboard.type("ete");
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Search notes").fill("");
    await page.getByRole("button", { name: "#Hooks" }).click();
    await expect(cards).toHaveCount(1);
    await page.getByRole("button", { name: "#Hooks" }).click();
    await expect(cards).toHaveCount(2);

    // Draft post: the editor opens with the note's text; the note then says where it was used.
    await manager.getByRole("button", { name: "Draft post" }).click();
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Été: the 3 mistakes I made as a new manager");
    await page.goBack();
    await expect(page.getByText("Used in 1 post:")).toBeVisible();

    // Delete, then Undo from the toast.
    const story = cards.filter({ has: page.locator("textarea", { hasText: "first client" }) });
    await story.getByRole("button", { name: "Delete note" }).click();
    await expect(cards).toHaveCount(1);
    await toastButton(page, "Undo").click();
    await expect(cards).toHaveCount(2);
  });

  test("a note saves as you type and survives a reload; the trash restores", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.request.post("/api/notes", { data: { body: "Draft idea" } });
    await page.goto("/notes");
    const note = page.getByLabel("Note", { exact: true });
    await note.fill("Draft idea, refined");
    await expect
      .poll(async () => ((await (await page.request.get("/api/notes")).json()) as NotesPage).items[0].body)
      .toBe("Draft idea, refined");
    await page.reload();
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Draft idea, refined");
    await page.getByRole("button", { name: "Delete note" }).click();
    // each step's outcome, so a failure says which one did not happen
    await expect(toastButton(page, "Undo")).toBeVisible();
    await expect(page.getByLabel("Note", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Trash" }).click();
    await expect(page.getByRole("button", { name: "Trash" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Draft idea, refined")).toBeVisible();
    await page.getByRole("button", { name: "Restore" }).click();
    await page.getByRole("button", { name: "Trash" }).click();
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Draft idea, refined");
  });
});

test("Ctrl+K finds posts and notes by their text (accents ignored) and opens them", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  const post = (await (
    await page.request.post("/api/posts", { data: { body: "Mon réseau a changé ma carrière" } })
  ).json()) as { post: { id: string } };
  await page.request.post("/api/notes", { data: { body: "Parler du reseau local" } });
  await page.goto("/notes");
  await waitForShell(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Command palette" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("reseau");
  const found = dialog.getByRole("option").filter({ has: page.locator("mark") });
  await expect(found).toHaveCount(2);
  await expect(dialog.getByText("No results found")).toHaveCount(0);
  await expect(found.first().locator("mark")).toHaveText(/r[ée]seau/);
  await dialog.getByRole("option", { name: /carrière/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${post.post.id}$`));
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Mon réseau a changé ma carrière");
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`notes states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/notes");
      await checkScreenState(page, "notes-states", `${theme}-${language}-empty`);
      await page.request.post("/api/notes", {
        data: { body: "Hook: the 3 mistakes", tags: ["hooks"], pinned: true },
      });
      await page.request.post("/api/notes", { data: { body: "Story about my first client\nwith two lines" } });
      await page.reload();
      await waitForShell(page);
      await checkScreenState(page, "notes-states", `${theme}-${language}-list`);
    });
  });
}
