import type { Page } from "@playwright/test";
import { FAKE_LLM_POST, setFakeLlmMode } from "../tests/fakes/llm";
import { expect, test } from "./support/test";
import { signInViaApi } from "./support/auth";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

// The fake LLM's mode is global to the server: this spec runs in the "global-knobs" project (playwright.config.ts),
// after every other spec, and puts the mode back to "error" (the default) when done.

const TOPIC = "What I learned hiring our first ten engineers";

async function seedStrategy(page: Page) {
  const res = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }] },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { strategy: { pillars: { id: string; name: string }[] } }).strategy.pillars;
}

const cards = (page: Page) => page.getByTestId("variant-card");

test.describe("Generate Post", () => {
  test.setTimeout(120_000);

  test("lands on Generate Post, falls back to the template mode, writes with the AI, opens a variant in the editor", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    try {
      await signedInUser(page, request, baseURL!, mail);
      const pillars = await seedStrategy(page);
      await page.goto("/");
      await expect(page).toHaveURL(/\/generate-post$/);
      await waitForShell(page);
      await expect(page.getByRole("heading", { name: "Generate Post", level: 1 })).toBeVisible();
      // the pillar mix's most behind pillar is preselected (both are equally behind: the strategy's first)
      await expect(page.getByLabel("Content pillar")).toHaveValue(pillars[0].id);
      await expect(
        page.getByText(/^Preselected: the most behind its frequency \(0 of \d+ posts planned/),
      ).toBeVisible();

      // The AI fails (the fake LLM's default): the reason, and the template mode offered.
      await page.getByLabel("Content pillar").selectOption({ label: pillars[1].name });
      await page.getByLabel("Topic or idea").fill(TOPIC);
      // the radios are drawn by their labels
      await page
        .getByRole("radio", { name: /Lessons learned/ })
        .locator("..")
        .click();
      await expect(page.getByRole("radio", { name: /Lessons learned/ })).toBeChecked();
      await page.getByRole("radio", { name: "Short" }).locator("..").click();
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "The posts could not be written" });
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await alert.getByRole("button", { name: "Use template mode" }).click();
      await expect(page.getByTestId("template-banner")).toBeVisible({ timeout: 30_000 });
      await expect(cards(page)).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await expect(cards(page).nth(i).getByText("Template", { exact: true })).toBeVisible();
        await expect(cards(page).nth(i).getByRole("button", { name: "Open in editor" })).toBeVisible();
      }
      await expect(page.getByTestId("history-item")).toHaveCount(1);

      // With the AI answering: its variants stream in, labelled AI; Ctrl+Enter generates from the form.
      await setFakeLlmMode(state.fakeLlm.controlUrl, "good");
      await page.getByLabel("Topic or idea").focus();
      await page.keyboard.press("Control+Enter");
      await expect(page.getByTestId("generation-live")).toHaveText("Three variants are ready.", { timeout: 30_000 });
      await expect(page.getByTestId("template-banner")).toHaveCount(0);
      const second = cards(page).nth(1);
      await expect(second.getByTestId("preview-text")).toContainText(`${FAKE_LLM_POST.hookPrefix} 2: ${TOPIC}`);
      await expect(second.getByText("AI", { exact: true })).toBeVisible();
      await expect(page.getByTestId("history-item")).toHaveCount(2);

      // Open in editor: a draft with the variant's text, linked to the pillar.
      await second.getByRole("button", { name: "Open in editor" }).click();
      await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
      await expect(page.getByLabel("Post", { exact: true })).toHaveValue(
        new RegExp(`^${FAKE_LLM_POST.hookPrefix} 2: ${TOPIC}`),
      );
      await expect(page.getByLabel("Content pillar")).toHaveValue(pillars[1].id);
      const posts = (await (await page.request.get("/api/posts")).json()) as {
        items: { status: string; pillarId: string | null }[];
      };
      expect(posts.items).toEqual([expect.objectContaining({ status: "draft", pillarId: pillars[1].id })]);
    } finally {
      await setFakeLlmMode(state.fakeLlm.controlUrl, "error");
    }
  });

  test("states: 375 and 1280 px, light and dark, English and French (axe, screenshots)", async ({
    page,
    browser,
    request,
    baseURL,
    mail,
  }) => {
    const user = await signedInUser(page, request, baseURL!, mail);
    await seedStrategy(page);
    await page.goto("/generate-post");
    await waitForShell(page);
    await page.getByLabel("Topic or idea").fill(TOPIC);
    // the fake LLM fails: the failure state, then the template mode's variants
    await page.getByRole("button", { name: "Generate 3 variants" }).click();
    await expect(page.getByRole("button", { name: "Use template mode" })).toBeVisible({ timeout: 30_000 });
    // the screenshots start from the top (the focused button stays in view when the width changes)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await checkScreenState(page, "generate-post", "light-en-failed");
    await page.getByRole("button", { name: "Use template mode" }).click();
    await expect(page.getByTestId("template-banner")).toBeVisible({ timeout: 30_000 });

    for (const [theme, language] of SCREEN_COMBINATIONS) {
      const context = await browser.newContext({ baseURL, locale: language === "en" ? "en-US" : "fr-FR" });
      await context.addInitScript(
        ([lng, th]) => {
          window.localStorage.setItem("i18nextLng", lng);
          window.localStorage.setItem("vite-ui-theme", th);
        },
        [language, theme] as const,
      );
      const view = await context.newPage();
      await signInViaApi(view, baseURL!, user);
      await view.goto("/generate-post");
      await waitForShell(view);
      await expect(view.locator("html")).toHaveAttribute("lang", language);
      await checkScreenState(view, "generate-post", `${theme}-${language}-form`, {});
      // the generation from the history, with its variants
      await view.getByTestId("history-item").first().getByRole("button").first().click();
      await expect(cards(view)).toHaveCount(3);
      await expect(view.getByTestId("template-banner")).toBeVisible();
      await checkScreenState(view, "generate-post", `${theme}-${language}-variants`, {});
      await context.close();
    }
  });
});
