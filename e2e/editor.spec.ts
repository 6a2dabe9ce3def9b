import { expect, test } from "./support/test";
import { makePdf } from "../tests/support/media-fixtures";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, toastButton, waitForShell } from "./support/shell";
import { keepScreenshot } from "./support/screenshots";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

interface PostBody {
  post: { id: string; body: string; version: number; firstComment: string };
}

const LONG_HOOK = [
  "I almost quit my first job after six weeks.",
  "Not because of the work, but because nobody told me what good looked like.",
  "Here is what I wish my manager had said on day one, and what I now tell every new hire on my team.",
  "1. Ask before you are stuck.",
  "2. Write things down.",
].join("\n");

const THREE_MEDIUM_LINES = [
  "The first line says what this post is about in a few words.",
  "The second line adds the reason why a reader should care now.",
  "A third line that ends the short opening paragraph.",
].join("\n");

test.describe("post editor", () => {
  test("a new post is created on the first keystroke, autosaved, previewed with its fold, and survives a reload", async ({
    page,
    signedIn,
  }) => {
    await signedIn("/editor", { firstName: "Grace", lastName: "Hopper" });
    await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
    const body = page.getByLabel("Post", { exact: true });
    await body.focus();
    await page.keyboard.type("Hello world", { delay: 60 });
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    // what the editor shows is what gets saved: nothing typed during the hand-over is dropped
    await expect(body).toHaveValue("Hello world");
    await page.keyboard.type(" #leadership", { delay: 60 });
    const serverBody = async () =>
      ((await (await page.request.get(`/api/posts/${postId}`)).json()) as PostBody).post.body;
    await expect.poll(serverBody).toBe("Hello world #leadership");
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

    // Counter in UTF-16 units; the preview shows the author and highlights the hashtag.
    await expect(page.getByText("23 / 3,000 characters")).toBeVisible();
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByText("Grace Hopper")).toBeVisible();
    await expect(preview.getByText("#leadership")).toHaveClass(/font-semibold/);
    await expect(preview.getByRole("button", { name: "…see more" })).toHaveCount(0);

    // The fold moves with the width: three lines of about 60 characters fit the desktop card's three lines, and
    // fold on a phone's narrower one. Beside the text at 1280 px the column is narrower than the desktop card: the
    // mobile one shows first; the desktop one keeps its width (scaled down as a picture), so its fold stays true.
    const seeMore = preview.getByRole("button", { name: "…see more" });
    await expect(preview).toHaveAttribute("data-width", "mobile");
    await body.press("ControlOrMeta+a");
    await page.keyboard.insertText(THREE_MEDIUM_LINES); // pasted
    await expect(seeMore).toBeVisible();
    await page.getByRole("button", { name: "Desktop" }).click();
    await expect(preview).toHaveAttribute("data-width", "desktop");
    await expect(preview.getByText("A third line that ends the short opening paragraph.")).toBeVisible();
    await expect(seeMore).toHaveCount(0);
    await expect(page.getByTestId("preview-frame")).not.toHaveAttribute("data-scale", "1.000");
    await page.getByRole("button", { name: "Mobile" }).click();
    await expect(seeMore).toBeVisible();
    await page.getByRole("button", { name: "Desktop" }).click();
    await expect(seeMore).toHaveCount(0);

    // A long hook folds after three lines at either width, and opens on "…see more".
    await body.press("ControlOrMeta+a");
    await page.keyboard.insertText(LONG_HOOK);
    await expect(seeMore).toBeVisible();
    await expect(preview.getByText("2. Write things down.")).toBeHidden();
    await seeMore.click();
    await expect(preview.getByText("2. Write things down.")).toBeVisible();

    await expect.poll(serverBody).toBe(LONG_HOOK);
    await page.reload();
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue(LONG_HOOK);
  });

  test("styling: Ctrl+B and the toolbar style the selection, Ctrl+Z undoes it, lists and emoji; the sidebar keeps its Ctrl+B elsewhere", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (
      await page.request.post("/api/posts", { data: { body: "Make it bold" } })
    ).json()) as PostBody;
    await page.goto(`/editor/${created.post.id}`);
    await waitForShell(page);
    const body = page.getByLabel("Post", { exact: true });
    const sidebar = page.locator('[data-slot="sidebar"]');
    const sidebarState = await sidebar.getAttribute("data-state");
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 12)); // "bold"
    await body.press("Control+b");
    await expect(body).toHaveValue("Make it 𝗯𝗼𝗹𝗱");
    await expect(sidebar).toHaveAttribute("data-state", sidebarState!); // Ctrl+B meant bold here, not the sidebar
    await expect(page.getByText("16 / 3,000 characters")).toBeVisible(); // a styled letter counts 2
    await expect(page.getByText("12 visible characters")).toBeVisible();
    await expect(page.getByRole("note")).toContainText("screen readers");
    await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute("aria-pressed", "true");
    await body.press("Control+z");
    await expect(body).toHaveValue("Make it bold");
    await body.press("Control+y");
    await expect(body).toHaveValue("Make it 𝗯𝗼𝗹𝗱");

    // Italic from the toolbar over the bold word: italic, not a mix; back to plain.
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 16));
    await page.getByRole("button", { name: "Italic", exact: true }).click();
    await expect(body).toHaveValue("Make it 𝘣𝘰𝘭𝘥");
    await page.getByRole("button", { name: "Back to plain text" }).click();
    await expect(body).toHaveValue("Make it bold");

    // Lists and emoji.
    await body.fill("one\ntwo");
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 7));
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await expect(body).toHaveValue("• one\n• two");
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await page.getByRole("button", { name: "Emoji" }).click();
    await page.getByRole("searchbox", { name: "Search emoji" }).fill("rocket");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(body).toBeFocused(); // back in the text, after the emoji
    await expect(page.getByRole("dialog", { name: "Emoji" })).toHaveCount(0);
    await expect(body).toHaveValue("🚀• one\n• two");
    // Escape closes the picker and returns to its button
    await page.getByRole("button", { name: "Emoji" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Emoji" })).toBeFocused();
    // The toolbar is one tab stop (ARIA toolbar): arrows, Home and End move along it, Tab leaves it for the text,
    // Shift+Tab comes back to the button last used; Enter and Space still open the emoji picker.
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
    await page.keyboard.press("ArrowRight");
    await expect(tool("Hooks and endings")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tool("Undo")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tool("Redo")).toBeFocused();
    await page.keyboard.press("ArrowRight"); // wraps
    await expect(tool("Bold")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tool("Redo")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tool("Bold")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tool("Italic")).toBeFocused();
    // out of the toolbar in one Tab: to the screen-reader note's button (shown since the first styling), then the text
    await page.keyboard.press("Tab");
    await expect(page.getByRole("note").getByRole("button", { name: "Got it" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(body).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(tool("Italic")).toBeFocused();
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tool("Emoji")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("searchbox", { name: "Search emoji" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Space");
    await expect(page.getByRole("searchbox", { name: "Search emoji" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tool("Emoji")).toBeFocused();
    const serverBody = async () =>
      ((await (await page.request.get(`/api/posts/${created.post.id}`)).json()) as PostBody).post.body;
    await expect.poll(serverBody).toBe("🚀• one\n• two");

    // Away from the editor, Ctrl+B toggles the sidebar as before.
    await page.getByRole("heading", { name: "Post Editor" }).click();
    await page.keyboard.press("Control+b");
    await expect(sidebar).not.toHaveAttribute("data-state", sidebarState!);
  });

  test("nothing typed is lost offline: the local copy is sent when the network returns, even after closing the tab", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (await page.request.post("/api/posts", { data: { body: "Draft" } })).json()) as PostBody;
    await page.goto(`/editor/${created.post.id}`);
    const body = page.getByLabel("Post", { exact: true });
    await expect(body).toHaveValue("Draft");
    await body.press("End");
    await page.keyboard.type(" online");
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

    await context.setOffline(true);
    await page.keyboard.type(" and offline");
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();
    await page.close(); // the tab is closed while offline
    await context.setOffline(false);

    const again = await context.newPage();
    await again.goto(`/editor/${created.post.id}`);
    await expect(again.getByLabel("Post", { exact: true })).toHaveValue("Draft online and offline");
    await expect(again.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    const server = (await (await again.request.get(`/api/posts/${created.post.id}`)).json()) as PostBody;
    expect(server.post.body).toBe("Draft online and offline");
  });

  test("two tabs on one post produce a conflict that keeps both texts, not a lost edit", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (await page.request.post("/api/posts", { data: { body: "Start" } })).json()) as PostBody;
    const url = `/editor/${created.post.id}`;
    await page.goto(url);
    // tab A's editor is open before tab B types: an editor that opens while another tab holds unsaved typing takes
    // that typing as its own local copy (the same post's, as after a reload) and saves it, so no conflict comes
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Start");
    await page.waitForLoadState("networkidle");
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByLabel("Post", { exact: true })).toHaveValue("Start");

    // tab B's save must reach the server before tab A types: B's "Saved" is also what its page showed before typing
    // (and its first keys may land in the server's markup, taken over a moment later), so wait for the save itself
    const savedInB = other.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/posts/${created.post.id}`),
    );
    await other.getByLabel("Post", { exact: true }).fill("Written in tab B");
    expect((await savedInB).status()).toBe(200);
    await expect(other.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    await page.getByLabel("Post", { exact: true }).fill("Written in tab A");
    await expect(page.getByRole("heading", { name: "This post was changed in another tab or device" })).toBeVisible();
    await expect(page.getByText("Written in tab B")).toBeVisible();
    await page.getByRole("button", { name: "Keep both" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    const server = (await (await page.request.get(`/api/posts/${created.post.id}`)).json()) as PostBody;
    expect(server.post.body).toBe("Written in tab A\n\nWritten in tab B");
  });

  test("delete moves the post to the trash, and Undo brings it back", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (await page.request.post("/api/posts", { data: { body: "Keep me" } })).json()) as PostBody;
    await page.goto(`/editor/${created.post.id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByText("Post moved to the trash").first()).toBeVisible();
    await toastButton(page, "Undo").click();
    await expect(page).toHaveURL(new RegExp(`/editor/${created.post.id}$`));
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Keep me");
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`editor states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/editor", { firstName: "Grace", lastName: "Hopper" });
      await checkScreenState(page, "editor-states", `${theme}-${language}-new`);
      const created = (await (
        await page.request.post("/api/posts", { data: { body: `${LONG_HOOK}\n#hiring #leadership` } })
      ).json()) as PostBody;
      await page.goto(`/editor/${created.post.id}`);
      await waitForShell(page);
      await checkScreenState(page, "editor-states", `${theme}-${language}-post`);
    });
  });
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`editor layout ${theme}`, () => {
    test.use({ theme });
    test(`375, 1024 and 1280 px: a comfortable writing column, the whole preview, no sideways scroll (${theme})`, async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      await signedInUser(page, request, baseURL!, mail, { firstName: "Grace", lastName: "Hopper" });
      const upload = await page.request.post("/api/media", {
        multipart: { file: { name: "deck.pdf", mimeType: "application/pdf", buffer: await makePdf(3) } },
      });
      expect(upload.status()).toBe(201);
      const { media } = (await upload.json()) as { media: { id: string } };
      const created = (await (
        await page.request.post("/api/posts", {
          data: { body: `${LONG_HOOK}\n#hiring #leadership`, mediaIds: [media.id] },
        })
      ).json()) as PostBody;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/editor/${created.post.id}`);
      await waitForShell(page);
      const body = page.getByLabel("Post", { exact: true });
      const card = page.getByTestId("post-preview");
      await expect(card.getByTestId("pdf-page")).toHaveAttribute("data-page", "1");

      for (const width of [1280, 1024, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `scrolls at ${width}` })
          .toBeLessThanOrEqual(width);
        // the card rescales to its column a frame after the window's resize (a ResizeObserver): its settled size
        const preview = { x: 0, width: 0 };
        await expect
          .poll(async () => {
            Object.assign(preview, await card.boundingBox());
            return preview.x >= 0 && preview.x + preview.width <= width;
          })
          .toBe(true)
          .catch(() => undefined);
        const text = (await body.boundingBox())!;
        expect(preview.x, `preview cut on the left at ${width}`).toBeGreaterThanOrEqual(0);
        expect(preview.x + preview.width, `preview cut on the right at ${width}`).toBeLessThanOrEqual(width);
        if (width === 1280) {
          expect(text.width).toBeGreaterThanOrEqual(520);
          // the toolbar on one row: its first and last buttons at the same height
          const toolbar = page.getByRole("toolbar", { name: "Formatting" });
          const bold = (await toolbar.getByRole("button", { name: "Bold", exact: true }).boundingBox())!;
          const redo = (await toolbar.getByRole("button", { name: "Redo" }).boundingBox())!;
          expect(redo.y).toBe(bold.y);
        }
        // from 1024 px the preview is beside the text, not under it
        if (width >= 1024) expect(preview.x).toBeGreaterThan(text.x + text.width);
        await keepScreenshot(page, `test-results/editor-layout/${theme}-${width}.png`, { fullPage: true });
      }
    });
  });
}
