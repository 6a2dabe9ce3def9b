import type { Page } from "@playwright/test";
import { FAKE_LLM_CAROUSEL, clearFakeLlmScope, setFakeLlmMode } from "../tests/fakes/llm";
import { expect, test } from "./support/test";
import { PERSON_PACE, signUpThroughUi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar, themedContext, waitForShell } from "./support/shell";
import { readState } from "./support/state";
import { llmScope } from "./support/generation";

// "Make a carousel" with the run's fake LLM: its own mode is "error" (the AI fails); the test that has it answer
// gives it "good" for its own requests only (a scope: a token in the topic it types).

const CAROUSEL_URL = /\/carousel-editor\/[0-9a-f-]{36}$/;
const coverPreview = (page: Page) => page.getByRole("img", { name: /^(Slide|Diapositive) 1 (of|sur) \d+/ }).first();

test("a new user makes a carousel from a topic with the AI: the slides appear as written, then the editor opens", async ({
  page,
  mail,
}) => {
  const scope = llmScope();
  await setFakeLlmMode(readState().fakeLlm.controlUrl, "good", { chunkSize: 30, delayMs: 40 }, 0, scope);
  try {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Carousel Editor" }).click();
    await expect(page.getByRole("heading", { name: "Carousel Editor", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Make a carousel" }).first().click();
    await expect(page.getByRole("heading", { name: "Make a carousel", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: "A topic" })).toBeChecked();

    const topic = page.getByLabel("Topic", { exact: true });
    await topic.click();
    await page.keyboard.type(`Why small pull requests win ${scope}`, PERSON_PACE);
    // every key typed is kept, not the first one only
    await expect(topic).toHaveValue(`Why small pull requests win ${scope}`);
    await expect(topic).toBeFocused();

    // the slides the model writes show up one by one before the editor opens
    const written = page.getByRole("list", { name: "Slides written" });
    await page.getByRole("button", { name: "Make the carousel" }).click();
    await expect(written.getByRole("img").first()).toBeVisible();
    await expect(page).toHaveURL(CAROUSEL_URL, { timeout: 20_000 });
    await expect(coverPreview(page)).toContainText(FAKE_LLM_CAROUSEL.coverPrefix);
    await expect(page.getByRole("list", { name: "Slides" }).getByRole("button")).not.toHaveCount(0);

    // the list shows it
    await page.goto("/carousel-editor");
    await expect(
      page.getByRole("main").getByRole("link", { name: new RegExp(FAKE_LLM_CAROUSEL.coverPrefix) }),
    ).toBeVisible();
  } finally {
    await clearFakeLlmScope(readState().fakeLlm.controlUrl, scope);
  }
});

test("when the AI fails, the built-in outline makes the carousel instead; from the Post Editor, the post is the source", async ({
  page,
  mail,
}) => {
  await signUpThroughUi(page, mail);
  await desktopSidebar(page).getByRole("link", { name: "Post Editor" }).click();
  const body = page.getByLabel("Post", { exact: true });
  await body.click();
  await page.keyboard.type("Ship on Fridays\n\nSmall changes.\n\nGood tests.\n\nA calm rollback.", PERSON_PACE);
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole("button", { name: "Make a carousel" }).click();
  await expect(page.getByRole("heading", { name: "Make a carousel", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "A post" })).toBeChecked();
  // the post the editor showed is picked (its first line names it)
  await expect(page.getByLabel("Post", { exact: true }).locator("option:checked")).toHaveText("Ship on Fridays");
  await page.getByRole("button", { name: "Make the carousel" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/carousel-editor\/make/);
  await alert.getByRole("button", { name: "Use the built-in outline instead" }).click();
  await expect(page).toHaveURL(CAROUSEL_URL, { timeout: 20_000 });
  // the outline's cover is the post's first line, its slides the paragraphs
  await expect(coverPreview(page)).toContainText("Ship on Fridays");
  const rail = page.getByRole("list", { name: "Slides" }).getByRole("button");
  await expect.poll(() => rail.count()).toBeGreaterThanOrEqual(4);
});

test("a topic is required: the error is said and the focus goes to the field", async ({ page, signedIn }) => {
  await signedIn("/carousel-editor/make");
  await page.getByRole("button", { name: "Make the carousel" }).click();
  const topic = page.getByLabel("Topic", { exact: true });
  await expect(topic).toBeFocused();
  await expect(topic).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Write what the carousel is about")).toBeVisible();
  await expect(page).toHaveURL(/\/carousel-editor\/make$/);
});

test("the Make a carousel screen at 375 and 1280 px, light and dark, English and French, axe-clean", async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(120_000);
  await signedIn("/carousel-editor");
  const storageState = await page.context().storageState();
  for (const [theme, language] of SCREEN_COMBINATIONS) {
    const fr = language === "fr";
    const context = await themedContext(browser, { baseURL: baseURL!, storageState, theme, language });
    const view = await context.newPage();
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto("/carousel-editor/make");
    await waitForShell(view);
    await expect(
      view.getByRole("heading", { name: fr ? "Créer un carrousel" : "Make a carousel", level: 1 }),
    ).toBeVisible();
    await checkScreenState(view, "carousel-make", `${theme}-${language}-start`);
    await view.getByRole("radio", { name: fr ? "Un pilier" : "A pillar" }).check();
    await expect(
      view.getByText(fr ? /construisez d’abord votre stratégie/ : /build your content strategy first/).first(),
    ).toBeVisible();
    await checkScreenState(view, "carousel-make", `${theme}-${language}-no-pillar`);
    await view.getByRole("radio", { name: fr ? "Un sujet" : "A topic" }).check();
    await view.getByLabel(fr ? "Sujet" : "Topic", { exact: true }).fill("Kaizen");
    await view.getByRole("button", { name: fr ? "Créer le carrousel" : "Make the carousel" }).click();
    await expect(view.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await checkScreenState(view, "carousel-make", `${theme}-${language}-failed`);
    await context.close();
  }
});
