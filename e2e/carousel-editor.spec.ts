import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { makeImage } from "../tests/support/media-fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { PERSON_PACE, focused, signUpThroughUi, slowApi } from "./support/first-use";
import { connectLinkedIn, defaultMember, linkedInSimulator } from "./support/linkedin-sim";
import {
  SCREEN_COMBINATIONS,
  checkScreenState,
  desktopSidebar,
  expectNoAxeViolations,
  themedContext,
  toastButton,
  waitForKept,
  waitForShell,
  PDF_RENDER_TIMEOUT_MS,
} from "./support/shell";

const thumb = (page: Page, n: number) => page.locator(`#carousel-slide-thumb-${n - 1}`);
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^(Saved|Enregistré)$/ });

/** Selects the field's text and types over it at a person's pace; the field keeps the focus and every key. */
async function typeOver(page: Page, label: string, text: string, id: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text, PERSON_PACE);
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
  expect(await focused(page)).toBe(`#${id}`);
}

/** The pages of a PDF and their size in points, read by poppler's pdfinfo. */
function pdfInfo(file: string) {
  const out = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const [, w, h] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(out) ?? [];
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]), width: Number(w), height: Number(h) };
}

test("a new user makes a carousel from the sidebar, types its slides, reorders them by keyboard, finds it saved and downloads its PDF", async ({
  page,
  mail,
}, testInfo) => {
  await signUpThroughUi(page, mail);
  await desktopSidebar(page).getByRole("link", { name: "Carousel Editor" }).click();
  await expect(page.getByRole("heading", { name: "Carousel Editor", level: 1 })).toBeVisible();
  await expect(page.getByText("No carousels yet")).toBeVisible();
  await page.getByRole("button", { name: "Create your first carousel" }).click();
  await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1)!;

  // a starter deck: cover, text, call to action; the cover is selected
  await expect(page.getByRole("list", { name: "Slides" }).getByRole("button")).toHaveCount(3);
  await expect(thumb(page, 1)).toHaveAttribute("aria-pressed", "true");

  await typeOver(page, "Name", "Ship smaller changes", "carousel-name");
  await typeOver(page, "Title", "Small changes ship faster", "carousel-field-title");
  // the preview (the PDF's own component) shows every key typed, not just the first
  await expect(page.getByRole("img", { name: /^Slide 1 of 3/ })).toContainText("Small changes ship faster");

  await thumb(page, 2).click();
  await typeOver(page, "Text", "Review **one idea** at a time.", "carousel-field-body");

  // keyboard reorder: Alt+Down moves the text slide after the call to action, said to screen readers
  await thumb(page, 2).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.getByText("Slide 2 moved to position 3 of 3.")).toBeAttached();
  await expect(thumb(page, 3)).toBeFocused();
  await expect(thumb(page, 3)).toHaveAccessibleName("Slide 3 of 3: Text");
  await expect(thumb(page, 2)).toHaveAccessibleName("Slide 2 of 3: Call to action");
  // the arrows alone go through the slides
  await page.keyboard.press("ArrowUp");
  await expect(thumb(page, 2)).toBeFocused();
  await expect(thumb(page, 2)).toHaveAttribute("aria-pressed", "true");

  await expect(saved(page)).toBeVisible();
  const stored = (await (await page.request.get(`/api/carousels/${id}`)).json()) as {
    carousel: { name: string; design: { slides: { layout: string; title?: string; body?: string }[] } };
  };
  expect(stored.carousel.name).toBe("Ship smaller changes");
  expect(stored.carousel.design.slides.map((s) => s.layout)).toEqual(["cover", "cta", "text"]);

  // a reload finds everything as left
  await page.reload();
  await waitForShell(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ship smaller changes");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Small changes ship faster");
  await thumb(page, 3).click();
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue("Review **one idea** at a time.");

  // undo with the keyboard takes back the last change and saves that
  await typeOver(page, "Text", "Gone soon", "carousel-field-body");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue("Review **one idea** at a time.");

  // the PDF: printed by the job, filed in the Library, downloaded; one page per slide at 1080 x 1350 px
  const downloading = page.waitForEvent("download", { timeout: PDF_RENDER_TIMEOUT_MS });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Small changes ship faster.pdf");
  const file = testInfo.outputPath("carousel.pdf");
  await download.saveAs(file);
  const info = pdfInfo(file);
  expect(info.pages).toBe(3);
  // 1080 x 1350 CSS px are 810 x 1012.5 pt (Chromium rounds the height to its own units)
  expect(info.width).toBeCloseTo(810, 0);
  expect(Math.abs(info.height - 1012.5)).toBeLessThan(1);
  await expect(page.getByText("“Small changes ship faster” is ready and filed in the Library.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeFocused();
  await expectNoAxeViolations(page, "carousel editor, PDF ready");

  // the PDF attached to a new post: the Post Editor opens on a draft holding the document, under the cover's title
  await page.getByRole("button", { name: "Attach to a new post" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").at(-1)!;
  const made = (await (await page.request.get(`/api/posts/${postId}`)).json()) as {
    post: { documentTitle: string | null; media: { kind: string }[] };
  };
  expect(made.post.documentTitle).toBe("Small changes ship faster");
  expect(made.post.media.map((m) => m.kind)).toEqual(["pdf"]);

  // back to the list: the carousel with its slide count; delete with Undo
  await desktopSidebar(page).getByRole("link", { name: "Carousel Editor" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Ship smaller changes" });
  await expect(card).toContainText("3 slides");
  await card.getByRole("button", { name: "Delete Ship smaller changes" }).click();
  await expect(page.getByText("No carousels yet")).toBeVisible();
  expect(await focused(page)).toBe("#carousel-search");
  await toastButton(page, "Undo").click();
  await expect(page.getByRole("link", { name: "Ship smaller changes" })).toBeVisible();
});

test("published on LinkedIn as a document: the carousel's PDF, byte for byte, under the cover's title", async ({
  page,
  request,
  signedIn,
  state,
}, testInfo) => {
  test.setTimeout(120_000);
  const sim = linkedInSimulator(request, state, defaultMember(state));
  await sim.clearFaults();
  await signedIn("/apps");
  await connectLinkedIn(page, state);
  await desktopSidebar(page).getByRole("link", { name: "Carousel Editor" }).click();
  await page.getByRole("button", { name: "Create your first carousel" }).click();
  await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
  const title = `Ship it ${crypto.randomBytes(3).toString("hex")}`;
  await typeOver(page, "Title", title, "carousel-field-title");
  await expect(saved(page)).toBeVisible();

  const downloading = page.waitForEvent("download", { timeout: PDF_RENDER_TIMEOUT_MS });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = testInfo.outputPath("carousel.pdf");
  await (await downloading).saveAs(file);
  const digest = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

  await page.getByRole("button", { name: "Attach to a new post" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  const text = `Swipe through: ${title}`;
  await page.getByLabel("Post", { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  const publishing = page.getByRole("region", { name: "Publishing" });
  await publishing.getByRole("button", { name: "Publish now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Publish this post now?" });
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(publishing.getByText(/^Published on /)).toBeVisible({ timeout: 30_000 });

  const records = await sim.records();
  const posts = records.posts.filter((p) => p.parsed.text === text);
  expect(posts).toHaveLength(1);
  const document = posts[0]!.body.content?.media;
  expect(document?.title).toBe(title);
  const uploaded = records.media.find((m) => m.urn === document?.id);
  expect(uploaded?.kind).toBe("document");
  expect(uploaded?.sha256).toBe(digest);
});

test("an image slide from the Library: added from the slides' menu, uploaded in the picker, changed, and a text slide turned into one", async ({
  page,
  signedIn,
}) => {
  await signedIn("/carousel-editor");
  await page.getByRole("button", { name: "Create your first carousel" }).click();
  await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1)!;

  // Add slide > Image…: the Library's images, one picked (uploaded here, as a person would)
  await page.getByRole("button", { name: "Add slide" }).click();
  await page.getByRole("menuitem", { name: "Image…" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image from the Library" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("button", { name: "Use this image" })).toBeDisabled();
  await page.getByTestId("media-file-input").setInputFiles({
    name: "team.png",
    mimeType: "image/png",
    buffer: await makeImage("png", 1200, 800, "#aa3366"),
  });
  await expect(picker.getByRole("button", { name: "Use this image" })).toBeEnabled({ timeout: 15_000 });
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toHaveCount(0);
  // the new slide follows the cover, selected, with the focus on its thumbnail
  await expect(page.getByRole("list", { name: "Slides" }).getByRole("button")).toHaveCount(4);
  await expect(thumb(page, 2)).toHaveAttribute("aria-pressed", "true");
  await expect(thumb(page, 2)).toBeFocused();
  await expect(page.getByRole("img", { name: "Slide 2 of 4: Image" }).first().locator("img")).toBeVisible();
  await expect(page.getByLabel("Layout")).toHaveValue("image");
  await expect(saved(page)).toBeVisible();

  // a text slide switched to Image: the Library opens; cancelled, the slide stays a text slide, the focus on the layout
  await thumb(page, 3).click();
  await page.getByLabel("Layout").selectOption("image");
  await expect(picker).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel("Layout")).toHaveValue("text");
  await expect(page.getByLabel("Layout")).toBeFocused();
  // picked this time: an image slide whose caption is the text's first line
  await page.getByLabel("Layout").selectOption("image");
  await picker.getByRole("button", { name: "team.png" }).click();
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(page.getByLabel("Layout")).toHaveValue("image");
  await expect(page.getByRole("button", { name: "Change image" })).toBeVisible();
  await expect(saved(page)).toBeVisible();

  const stored = (await (await page.request.get(`/api/carousels/${id}`)).json()) as {
    carousel: { design: { slides: { layout: string; mediaId?: string }[] } };
  };
  const images = stored.carousel.design.slides.filter((s) => s.layout === "image");
  expect(images).toHaveLength(2);
  expect(images[0]!.mediaId).toBe(images[1]!.mediaId);
});

test("the carousel screens at 375 and 1280 px, light and dark, English and French, axe-clean", async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(120_000);
  await signedIn("/carousel-editor");
  const storageState = await page.context().storageState();
  for (const [theme, language] of SCREEN_COMBINATIONS) {
    const context = await themedContext(browser, { baseURL: baseURL!, storageState, theme, language });
    const view = await context.newPage();
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto("/carousel-editor");
    await waitForShell(view);
    // the first language sees the empty list, the second the carousel the first made
    await checkScreenState(view, "carousel-editor", `${theme}-${language}-start`);
    await view.getByRole("button", { name: language === "fr" ? "Nouveau carrousel" : "New carousel" }).click();
    await expect(view).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
    await waitForShell(view);
    await checkScreenState(view, "carousel-editor", `${theme}-${language}-editor`);
    const fr = language === "fr";

    // the warnings: a text too long for its slide, and more than 12 slides
    await thumb(view, 2).click();
    await view
      .getByLabel(fr ? "Texte" : "Text", { exact: true })
      .fill(Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join("\n"));
    for (let n = 3; n <= 13; n++)
      await view.getByRole("button", { name: fr ? "Dupliquer cette diapositive" : "Duplicate this slide" }).click();
    await expect(view.getByRole("list", { name: fr ? "Diapositives" : "Slides" }).getByRole("button")).toHaveCount(14);
    await expect(view.getByRole("alert")).toBeVisible();
    await expect(
      view.getByText(fr ? /les lecteurs vont rarement aussi loin/ : /readers rarely swipe that far/),
    ).toBeVisible();
    await expect(saved(view)).toBeVisible();
    await checkScreenState(view, "carousel-editor", `${theme}-${language}-warnings`);

    // a conflict: a copy kept on this device from an older version (a tab closed offline), found on the next visit
    const carouselId = view.url().split("/").at(-1)!;
    const current = (await (await view.request.get(`/api/carousels/${carouselId}`)).json()) as {
      carousel: { design: { slides: Record<string, unknown>[] } };
    };
    const design = structuredClone(current.carousel.design);
    design.slides[0] = { layout: "cover", title: "Typed offline", subtitle: "" };
    await view.evaluate(
      ([key, copy]) => localStorage.setItem(key!, copy!),
      [`pp:carousel:${carouselId}`, JSON.stringify({ value: { name: "Offline copy", design }, baseVersion: 1 })],
    );
    await view.reload();
    await waitForShell(view);
    const conflict = view.getByRole("region", {
      name: fr
        ? "Ce carrousel a été modifié dans un autre onglet ou sur un autre appareil"
        : "This carousel was changed in another tab or device",
    });
    await expect(conflict).toBeVisible();
    await checkScreenState(view, "carousel-editor", `${theme}-${language}-conflict`);
    await conflict
      .getByRole("button", { name: fr ? "Prendre la version enregistrée" : "Take the saved version" })
      .click();
    await expect(conflict).toHaveCount(0);
    await expect(view.getByLabel(fr ? "Nom" : "Name", { exact: true })).toBeFocused();

    await view.goto("/carousel-editor");
    await waitForShell(view);
    await expect(
      view
        .getByRole("listitem")
        .filter({ hasText: language === "fr" ? "Carrousel sans titre" : "Untitled carousel" })
        .first(),
    ).toBeVisible();
    await checkScreenState(view, "carousel-editor", `${theme}-${language}-list`);
    await context.close();
  }
});

test("slides added from the keyboard, dragged and deleted keep the focus; on a slow network and offline, what is typed is kept and saved when the network returns", async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn("/carousel-editor");
  await page.getByRole("button", { name: "Create your first carousel" }).click();
  await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1)!;

  // a slide added from the keyboard, after the selected one; the focus goes to it
  await page.getByRole("button", { name: "Add slide" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Quote" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Quote" }).focus();
  await page.keyboard.press("Enter");
  await expect(thumb(page, 2)).toBeFocused();
  await expect(thumb(page, 2)).toHaveAccessibleName("Slide 2 of 4: Quote");
  // dragged with the pointer: the quote onto the last slide's place
  await thumb(page, 2).dragTo(thumb(page, 4));
  await expect(thumb(page, 4)).toHaveAccessibleName("Slide 4 of 4: Quote");
  await expect(page.getByText("Slide 2 moved to position 4 of 4.")).toBeAttached();
  // and deleted: the focus goes to the slide that takes the selection
  await thumb(page, 4).click();
  await page.getByRole("button", { name: "Delete this slide" }).click();
  await expect(page.getByRole("list", { name: "Slides" }).getByRole("button")).toHaveCount(3);
  await expect(thumb(page, 3)).toBeFocused();
  await thumb(page, 1).click();

  const stopSlow = await slowApi(page, 2000);
  await typeOver(page, "Title", "Typed on a train", "carousel-field-title");
  await expect(page.getByRole("status").filter({ hasText: /^Saving…$/ })).toBeVisible();
  await expect(saved(page)).toBeVisible({ timeout: 10_000 });
  await stopSlow();

  await context.setOffline(true);
  await typeOver(page, "Subtitle (optional)", "No network here", "carousel-field-subtitle");
  await expect(page.getByRole("status").filter({ hasText: /^Offline – kept on this device$/ })).toBeVisible();
  // the PDF needs the server: asking says why, and the button stays to try again
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeFocused();
  await context.setOffline(false);
  await expect(saved(page)).toBeVisible();
  const stored = (await (await page.request.get(`/api/carousels/${id}`)).json()) as {
    carousel: { design: { slides: { title?: string; subtitle?: string }[] } };
  };
  expect(stored.carousel.design.slides[0]).toMatchObject({ title: "Typed on a train", subtitle: "No network here" });
});

test.describe("the Carousel Editor offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a carousel opened once reloads offline with everything typed, and is saved when the network returns", async ({
    page,
    context,
    signedIn,
  }) => {
    await signedIn("/carousel-editor");
    await page.getByRole("button", { name: "Create your first carousel" }).click();
    await expect(page).toHaveURL(/\/carousel-editor\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").at(-1)!;
    // the service worker controls the page and kept the carousel's read (as it does a post's)
    await waitForKept(page, `/api/carousels/${id}`);
    const server = async () =>
      (
        (await (await page.request.get(`/api/carousels/${id}`)).json()) as {
          carousel: { version: number; design: { slides: { title?: string; subtitle?: string }[] } };
        }
      ).carousel;
    await typeOver(page, "Title", "Online title", "carousel-field-title");
    await expect.poll(async () => (await server()).version).toBe(2);
    await expect(saved(page)).toBeVisible();

    await context.setOffline(true);
    await typeOver(page, "Subtitle (optional)", "Typed offline", "carousel-field-subtitle");
    const offline = page.getByRole("status").filter({ hasText: /^Offline – kept on this device$/ });
    await expect(offline).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Online title");
    await expect(page.getByLabel("Subtitle (optional)", { exact: true })).toHaveValue("Typed offline");
    await expect(offline).toBeVisible();
    await page.getByLabel("Subtitle (optional)", { exact: true }).press("End");
    await page.keyboard.type(", still", PERSON_PACE);
    await expect(page.getByLabel("Subtitle (optional)", { exact: true })).toHaveValue("Typed offline, still");

    await context.setOffline(false);
    await expect(saved(page)).toBeVisible();
    // no conflict: the offline reload started from version 2, the version the local copy builds on
    await expect(page.getByText("Changed elsewhere – choose a version")).toHaveCount(0);
    const after = await server();
    expect(after.design.slides[0]).toMatchObject({ title: "Online title", subtitle: "Typed offline, still" });
    expect(after.version).toBe(3);
  });
});
