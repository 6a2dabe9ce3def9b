import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeImage, makePdf } from "../tests/support/media-fixtures";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

type Page = import("@playwright/test").Page;

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId("media-file-input").setInputFiles(files);
}

const png = async (name = "chart.png", colour = "#3366cc") => ({
  name,
  mimeType: "image/png",
  buffer: await makeImage("png", 1200, 800, colour),
});
const pdf = async (pages = 4) => ({ name: "deck.pdf", mimeType: "application/pdf", buffer: await makePdf(pages) });

test("media: upload an image and a PDF, refuse a fake, attach an image to a post, it stays after a reload", async ({
  page,
  signedIn,
}) => {
  await signedIn("/library");
  await page.getByRole("tab", { name: "Media" }).click();
  await expect(page).toHaveURL(/\/library\?tab=media$/);
  await expect(page.getByText("No files yet.", { exact: false })).toBeVisible();

  // An image and a PDF, by the file button; a text file named .png is refused with the reason.
  await chooseFiles(page, [await png(), await pdf(4)]);
  const cards = page.getByTestId("media-card");
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("2 files")).toBeVisible();
  await expect(cards.filter({ hasText: "deck.pdf" })).toContainText("4 pages");
  await expect(cards.filter({ hasText: "chart.png" })).toContainText("1200 × 800");
  await expect(cards.filter({ hasText: "chart.png" }).getByRole("img")).toHaveJSProperty("naturalWidth", 480);
  await chooseFiles(page, [{ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") }]);
  await expect(page.getByRole("alert").filter({ hasText: "Upload a PNG, JPEG, WebP or GIF image" })).toBeVisible();
  await page.getByRole("button", { name: "Dismiss fake.png" }).click();

  // Attach the image to a new post from the Library picker.
  await page.goto("/editor");
  await page.getByLabel("Post", { exact: true }).fill("A chart worth sharing");
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Add from Library" }).click();
  const picker = page.getByRole("dialog", { name: "Attach from your Library" });
  await picker.getByRole("button", { name: "chart.png" }).click();
  await picker.getByRole("button", { name: "Attach 1 file" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("attachment")).toHaveCount(1);
  await expect(page.getByTestId("preview-media").getByRole("img", { name: "chart.png" })).toBeVisible();
  // a PDF beside an image is refused with the reason, nothing changes
  await page.getByRole("button", { name: "Add from Library" }).click();
  await picker.getByRole("button", { name: "deck.pdf" }).click();
  await picker.getByRole("button", { name: "Attach 1 file" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "either images or one PDF" })).toBeVisible();
  await expect(page.getByTestId("attachment")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId("attachment")).toHaveCount(1);
  await expect(page.getByTestId("preview-media").getByRole("img", { name: "chart.png" })).toBeVisible();

  // The Library says where the image is used; deleting it asks first.
  await page.goto("/library?tab=media");
  await waitForShell(page);
  const chart = page.getByTestId("media-card").filter({ hasText: "chart.png" });
  await expect(chart.getByRole("link", { name: "A chart worth sharing" })).toBeVisible();
  await chart.getByRole("button", { name: "Delete chart.png" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete a file in use?" });
  await expect(confirm).toContainText("used in 1 post");
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByTestId("media-card")).toHaveCount(2);

  // The Posts tab's "has media" filter.
  await page.getByRole("tab", { name: "Posts" }).click();
  await page.getByLabel("Media", { exact: true }).selectOption("without");
  await expect(page.getByText("No post matches these filters.")).toBeVisible();
  await page.getByLabel("Media", { exact: true }).selectOption("with");
  await expect(page.getByRole("link", { name: "A chart worth sharing" })).toBeVisible();
});

test("media: a file dropped on the editor is uploaded and attached", async ({ page, request, baseURL, mail }) => {
  await signedInUser(page, request, baseURL!, mail);
  const post = (await (await page.request.post("/api/posts", { data: { body: "Dropped" } })).json()) as {
    post: { id: string };
  };
  await page.goto(`/editor/${post.post.id}`);
  await waitForShell(page);
  const file = await png("dropped.png", "#cc3366");
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return dt;
    },
    { bytes: [...file.buffer], name: file.name },
  );
  await page.getByLabel("Post", { exact: true }).dispatchEvent("drop", { dataTransfer });
  await expect(page.getByTestId("attachment")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/posts/${post.post.id}`)).json()) as {
        post: { media: { name: string }[] };
      };
      return saved.post.media.map((m) => m.name);
    })
    .toEqual(["dropped.png"]);
});

test("media: a file pasted into a new post creates the draft with it attached", async ({ page, signedIn }) => {
  await signedIn("/editor");
  const file = await png("pasted.png", "#aa8800");
  // a real ClipboardEvent carrying the file, as the browser fires for Ctrl+V of a copied image
  await page.getByLabel("Post", { exact: true }).evaluate(
    (el, { bytes, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    { bytes: [...file.buffer], name: file.name },
  );
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("attachment")).toHaveCount(1);
  await expect(page.getByTestId("preview-media").getByRole("img", { name: "pasted.png" })).toBeVisible();
  const id = page.url().split("/").pop()!;
  const saved = (await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { media: { name: string }[] } };
  expect(saved.post.media.map((m) => m.name)).toEqual(["pasted.png"]);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`media states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/library?tab=media");
      await checkScreenState(page, "media-states", `${theme}-${language}-empty`);
      await chooseFiles(page, [await png(), await pdf(3), await png("portrait.png", "#22aa66")]);
      await expect(page.getByTestId("media-card")).toHaveCount(3);
      const image = (
        (await (await page.request.get("/api/media?kind=image")).json()) as { items: { id: string }[] }
      ).items.map((m) => m.id);
      const created = (await (
        await page.request.post("/api/posts", { data: { body: "Three charts\nfrom this week", mediaIds: image } })
      ).json()) as { post: { id: string } };
      await page.reload();
      await waitForShell(page);
      await expect(page.getByTestId("media-card")).toHaveCount(3);
      // the workspace's storage used against its quota (1 GB by default)
      await expect(page.getByTestId("media-storage")).toContainText(
        language === "en" ? /\d\skB of 1\sGB used/ : /\d\sko utilisés sur 1\sGo/,
      );
      await checkScreenState(page, "media-states", `${theme}-${language}-grid`);
      await page.goto(`/editor/${created.post.id}`);
      await waitForShell(page);
      await expect(page.getByTestId("attachment")).toHaveCount(2);
      await checkScreenState(page, "media-states", `${theme}-${language}-editor`);
      await page
        .getByRole("button", { name: language === "en" ? "Add from Library" : "Ajouter depuis la bibliothèque" })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkScreenState(page, "media-states", `${theme}-${language}-picker`);
    });
  });
}

test("media cards: the whole name (wrapped, and as the link's name), the size on one line, the whole image", async ({
  page,
  signedIn,
}) => {
  await signedIn("/library?tab=media");
  const long = "quarterly-results-summary-for-the-board-meeting-final-version-2.png";
  // a page of text, taller than the card's frame: cropped before, whole now
  await chooseFiles(page, [
    { name: long, mimeType: "image/png", buffer: await makeImage("png", 600, 1400, "#f4f4f4") },
    await pdf(2),
  ]);
  const cards = page.getByTestId("media-card");
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: "600" });
  await expect(card.getByRole("link", { name: new RegExp(long.replace(/[.-]/g, "\\$&")) })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const name = card.getByText(long, { exact: true });
    await expect(name).toBeVisible();
    // not cut: the text fits its box (a truncated name overflows it)
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // "600 × 1400 · 12 kB": the number and its unit never part (a no-break space)
    const details = card.getByText(/^600\u00a0×\u00a01400 · [\d.]+\u00a0(byte|kB|MB)$/);
    await expect(details).toBeVisible();
    const lines = await details.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
    await expect(card.getByRole("img")).toHaveCSS("object-fit", "contain");
  }
});

test("media: checked in the browser before uploading (a 65 MB image, a fake PDF); a PDF post's title and pages", async ({
  page,
  request,
  baseURL,
  mail,
}, testInfo) => {
  await signedInUser(page, request, baseURL!, mail);
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/media") uploads.push(r.url());
  });
  await page.goto("/library?tab=media");
  await waitForShell(page);

  // 65 MB of PNG: refused at once, in words, and nothing is sent (over 50 MB a file goes by path)
  const huge = testInfo.outputPath("huge.png");
  await mkdir(path.dirname(huge), { recursive: true });
  await writeFile(huge, Buffer.concat([await makeImage("png", 10, 10, "#000000"), Buffer.alloc(65 * 1024 * 1024)]));
  await page.getByTestId("media-file-input").setInputFiles(huge);
  await expect(page.getByRole("alert").filter({ hasText: "Images must be 50 MB or smaller." })).toBeVisible({
    timeout: 3_000,
  });
  // a text file named .pdf is told it is not a PDF, before any upload
  await chooseFiles(page, [{ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("Just notes.") }]);
  await expect(page.getByRole("alert").filter({ hasText: "is not a PDF document" })).toBeVisible();
  // the positive control: a real PDF goes
  await chooseFiles(page, [await pdf(3)]);
  await expect(page.getByTestId("media-card").filter({ hasText: "deck.pdf" })).toContainText("3 pages");
  expect(uploads).toHaveLength(1);

  // A PDF post: its title (the file name until one is given) and its pages, one at a time, by keyboard.
  const library = (await (await page.request.get("/api/media")).json()) as { items: { id: string; name: string }[] };
  const deck = library.items.find((m) => m.name === "deck.pdf")!;
  const created = (await (
    await page.request.post("/api/posts", { data: { body: "Our playbook", mediaIds: [deck.id] } })
  ).json()) as { post: { id: string } };
  await page.goto(`/editor/${created.post.id}`);
  await waitForShell(page);
  const preview = page.getByTestId("post-preview");
  const title = page.getByLabel("Document title");
  await expect(title).toHaveAttribute("placeholder", "deck");
  await expect(preview.getByTestId("preview-document-title")).toHaveText("deck");
  await title.focus();
  await page.keyboard.type("Hiring playbook", { delay: 60 });
  await expect(preview.getByTestId("preview-document-title")).toHaveText("Hiring playbook");
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/posts/${created.post.id}`)).json()) as {
        post: { documentTitle: string | null };
      };
      return saved.post.documentTitle;
    })
    .toBe("Hiring playbook");

  const pageShown = preview.getByTestId("pdf-page");
  await expect(pageShown).toHaveAttribute("data-page", "1");
  await expect(preview.getByText("Page 1 of 3")).toBeVisible();
  const previous = preview.getByRole("button", { name: "Previous page" });
  const next = preview.getByRole("button", { name: "Next page" });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(pageShown).toHaveAttribute("data-page", "2");
  await expect(preview.getByText("Page 2 of 3")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(pageShown).toHaveAttribute("data-page", "3");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter"); // the last page: stays, and so does the focus
  await expect(pageShown).toHaveAttribute("data-page", "3");
  await expect(next).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(previous).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pageShown).toHaveAttribute("data-page", "2");
  await expect(preview.getByText("Page 2 of 3")).toBeVisible();
});
