import { makeImage, makePdf } from "../tests/support/media-fixtures";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

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
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await page.goto("/library");
  await waitForShell(page);
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

test("media: a file pasted into a new post creates the draft with it attached", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  await page.goto("/editor");
  await waitForShell(page);
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
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, request, baseURL, mail }) => {
      await signedInUser(page, request, baseURL!, mail);
      await page.goto("/library?tab=media");
      await waitForShell(page);
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
