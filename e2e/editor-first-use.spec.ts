import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { desktopSidebar } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi, slowApi } from "./support/first-use";

const FIRST_POST = "Hello world, this is my first post.";

/** Opens the Post Editor from the sidebar, as a person does after signing up. */
async function openEditorFromSidebar(page: Page) {
  await desktopSidebar(page).getByRole("link", { name: "Post Editor" }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
}

/** Marks the text area so that a new element (mounted again during the hand-over) is told apart from it. */
async function markTextArea(page: Page) {
  await page.locator("#post-body").evaluate((el) => el.setAttribute("data-first-element", "yes"));
}

const serverBody = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { body: string } }).post.body;

test.describe("Post Editor, first use from the sidebar", () => {
  test("every key typed at a person's pace is kept while the draft is created: same element, caret and focus", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await openEditorFromSidebar(page);
    await markTextArea(page);
    await page.getByLabel("Post", { exact: true }).click();
    expect(await focused(page)).toBe("#post-body");

    await page.keyboard.type(FIRST_POST, PERSON_PACE);
    // the first key created the draft: the address is the post's, nothing else changed
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const body = page.getByLabel("Post", { exact: true });
    // the whole sentence, not "H" (the defect: every key after the first was dropped by a remounted text area)
    await expect(body).toHaveValue(FIRST_POST);
    await expect(body).toHaveAttribute("data-first-element", "yes");
    expect(await focused(page)).toBe("#post-body");
    expect(await body.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      FIRST_POST.length,
      FIRST_POST.length,
    ]);
    await expect.poll(() => serverBody(page, postId)).toBe(FIRST_POST);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

    // the keys go on to the editor, not the page: Ctrl+B on a selection bolds it and leaves the sidebar alone
    const sidebarState = await desktopSidebar(page).getAttribute("data-state");
    await page.keyboard.down("Shift");
    for (let i = 0; i < "post.".length; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.up("Shift");
    await page.keyboard.press("Control+b");
    await expect(body).toHaveValue("Hello world, this is my first 𝗽𝗼𝘀𝘁.");
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", sidebarState!);
    expect(await focused(page)).toBe("#post-body");
    await expect.poll(() => serverBody(page, postId)).toBe("Hello world, this is my first 𝗽𝗼𝘀𝘁.");

    // the drafts list shows it once the writer starts another post
    await page.getByRole("button", { name: "New post" }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(body).toHaveValue("");
    const drafts = page.getByRole("list", { name: "Your posts" });
    const item = drafts.getByRole("link", { name: /Hello world, this is my first/ });
    await expect(item).toContainText("Draft");
    await page.getByRole("searchbox", { name: "Search your posts" }).click();
    await page.keyboard.type("nothing like it", PERSON_PACE);
    await expect(page.getByText("No post matches this search.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search your posts" }).clear();
    await item.click();
    await expect(page).toHaveURL(`/editor/${postId}`);
    await expect(body).toHaveValue("Hello world, this is my first 𝗽𝗼𝘀𝘁.");
  });

  test("on a slow network (every answer 2 s late) the writer types on during the creation and loses nothing", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await openEditorFromSidebar(page);
    await markTextArea(page);
    const stopDelay = await slowApi(page, 2000);
    await page.getByLabel("Post", { exact: true }).click();
    const text = "Typing on while the network takes its time, every key counts.";
    await page.keyboard.type(text, PERSON_PACE);
    const body = page.getByLabel("Post", { exact: true });
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 8_000 });
    const postId = page.url().split("/").pop()!;
    await expect(body).toHaveValue(text);
    await expect(body).toHaveAttribute("data-first-element", "yes");
    expect(await focused(page)).toBe("#post-body");
    await page.keyboard.type(" More.", PERSON_PACE);
    await expect(body).toHaveValue(`${text} More.`);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    await stopDelay();
    expect(await serverBody(page, postId)).toBe(`${text} More.`);
  });

  test("offline, the new post waits in this browser and is created when the network returns, the caret kept", async ({
    page,
    context,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await openEditorFromSidebar(page);
    await markTextArea(page);
    await context.setOffline(true);
    await page.getByLabel("Post", { exact: true }).click();
    await page.keyboard.type("Written on a train", PERSON_PACE);
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();
    await expect(page).toHaveURL(/\/editor$/);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const body = page.getByLabel("Post", { exact: true });
    await page.keyboard.type(", with no signal.", PERSON_PACE);
    await expect(body).toHaveValue("Written on a train, with no signal.");
    await expect(body).toHaveAttribute("data-first-element", "yes");
    expect(await focused(page)).toBe("#post-body");
    await expect.poll(() => serverBody(page, postId)).toBe("Written on a train, with no signal.");
  });
});
