import type { Page } from "@playwright/test";
import { FAKE_LLM_POST, clearFakeLlmScope, setFakeLlmMode } from "../tests/fakes/llm";
import { expect, test } from "./support/test";
import { GENERATION_WAIT, llmScope } from "./support/generation";
import { signInViaApi } from "./support/auth";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell, themedContext } from "./support/shell";

// The fake LLM's own mode is "error" (the AI fails); a test that wants it to answer gives it a mode for its own
// requests only (a scope: a token in the topic it types), so the specs running meanwhile keep "error".

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
    const scope = llmScope();
    const topic = `${TOPIC} (${scope})`;
    try {
      await signedInUser(page, request, baseURL!, mail);
      const pillars = await seedStrategy(page);
      await page.goto("/");
      await expect(page).toHaveURL(/\/generate-post$/);
      await waitForShell(page);
      await expect(page.getByRole("heading", { name: "Generate Post", level: 1 })).toBeVisible();
      // writing starts at the topic: it has the focus on arrival
      await expect(page.getByLabel("Topic or idea")).toBeFocused();
      // the pillar mix's most behind pillar is preselected (both are equally behind: the strategy's first)
      await expect(page.getByLabel("Content pillar")).toHaveValue(pillars[0].id);
      await expect(
        page.getByText(/^Preselected: the most behind its target in the pillar mix \(0 of \d+ posts planned/),
      ).toBeVisible();

      // The AI fails (the fake LLM's default): the reason, and the template mode offered.
      await page.getByLabel("Content pillar").selectOption({ label: pillars[1].name });
      await page.getByLabel("Topic or idea").fill(topic);
      // the radios are drawn by their labels
      await page
        .getByRole("radio", { name: /Lessons learned/ })
        .locator("..")
        .click();
      await expect(page.getByRole("radio", { name: /Lessons learned/ })).toBeChecked();
      await page.getByRole("radio", { name: "Short" }).locator("..").click();
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "The posts could not be written" });
      await expect(alert).toBeVisible(GENERATION_WAIT);
      await alert.getByRole("button", { name: "Use template mode" }).click();
      await expect(page.getByTestId("template-banner")).toBeVisible(GENERATION_WAIT);
      await expect(cards(page)).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await expect(cards(page).nth(i).getByText("Template", { exact: true })).toBeVisible();
        await expect(cards(page).nth(i).getByRole("button", { name: "Open in editor" })).toBeVisible();
      }
      await expect(page.getByTestId("history-item")).toHaveCount(1);

      // With the AI answering: its variants stream in, labelled AI; Ctrl+Enter generates from the form. The model
      // answers in small chunks a little apart: every text the second variant shows on the way is recorded.
      await setFakeLlmMode(state.fakeLlm.controlUrl, "good", { chunkSize: 10, delayMs: 25 }, 0, scope);
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __seen: string[] }).__seen = seen;
        new MutationObserver(() => {
          const text = document
            .querySelectorAll('[data-testid="variant-card"]')[1]
            ?.querySelector('[data-testid="preview-text"]')?.textContent;
          if (text && text !== seen.at(-1)) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByLabel("Topic or idea").focus();
      await page.keyboard.press("Control+Enter");
      await expect(page.getByTestId("generation-live")).toHaveText("Three variants are ready.", GENERATION_WAIT);
      await expect(page.getByTestId("template-banner")).toHaveCount(0);
      const second = cards(page).nth(1);
      await expect(second.getByTestId("preview-text")).toContainText(`${FAKE_LLM_POST.hookPrefix} 2: ${topic}`);
      await expect(second.getByText("AI", { exact: true })).toBeVisible();
      await expect(page.getByTestId("history-item")).toHaveCount(2);
      // the whole text (the preview folds it: the rest is in the page, hidden)
      const full = (await second.getByTestId("preview-text").textContent())!;
      expect(full).toContain(`What is your take on ${topic}?`);
      // streamed: part of that text was on screen before all of it
      const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
      expect(seen.at(-1)).toBe(full);
      expect(seen.filter((text) => text.length < full.length && full.startsWith(text))).not.toEqual([]);

      // Open in editor: a draft with the variant's text, linked to the pillar.
      await second.getByRole("button", { name: "Open in editor" }).click();
      await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
      // the focus is in the post's text, ready to edit it (not left on the page's body)
      await expect(page.getByLabel("Post", { exact: true })).toBeFocused();
      await expect(page.getByLabel("Post", { exact: true })).toHaveValue(full);
      await expect(page.getByLabel("Content pillar")).toHaveValue(pillars[1].id);
      const posts = (await (await page.request.get("/api/posts")).json()) as {
        items: { status: string; pillarId: string | null }[];
      };
      expect(posts.items).toEqual([expect.objectContaining({ status: "draft", pillarId: pillars[1].id })]);
    } finally {
      await clearFakeLlmScope(state.fakeLlm.controlUrl, scope);
    }
  });

  test("says the model is thinking while a reasoning model thinks, and a configuration error's cause and fix", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    const scope = llmScope();
    try {
      await signedInUser(page, request, baseURL!, mail);
      await seedStrategy(page);
      // a reasoning model: its <think> block, then a pause a person would see, then the answer
      await setFakeLlmMode(state.fakeLlm.controlUrl, "good", { chunkSize: 40, delayMs: 0 }, 1500, scope);
      await page.goto("/generate-post");
      await waitForShell(page);
      await page.getByLabel("Topic or idea").click();
      await page.keyboard.type(`Hiring ${scope}`, { delay: 60 });
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      await expect(page.getByText("The model is thinking…")).toBeVisible(GENERATION_WAIT);
      await expect(page.getByTestId("generation-live")).toHaveText("Three variants are ready.", GENERATION_WAIT);
      await expect(page.getByText("The model is thinking…")).toHaveCount(0);
      await expect(cards(page).nth(0).getByTestId("preview-text")).toContainText(`${FAKE_LLM_POST.hookPrefix} 1:`);
      await expect(page.getByText(/<\/?think>|Let me plan/)).toHaveCount(0);

      // the server refuses the key: the cause and who fixes it, not "try again later"
      await setFakeLlmMode(state.fakeLlm.controlUrl, "unauthorized", undefined, 0, scope);
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "The posts could not be written" });
      await expect(alert).toBeVisible(GENERATION_WAIT);
      await expect(alert).toContainText(
        "The AI is not set up correctly: its server refused the API key. Ask your admin to check LLM_API_KEY, or use the template mode.",
      );
    } finally {
      await clearFakeLlmScope(state.fakeLlm.controlUrl, scope);
    }
  });

  test("a generation logs no console error and no failed request (it used to cancel its stream: net::ERR_ABORTED)", async ({
    page,
    request,
    baseURL,
    mail,
    state,
    browserErrors,
  }) => {
    const scope = llmScope();
    try {
      await signedInUser(page, request, baseURL!, mail);
      await seedStrategy(page);
      await setFakeLlmMode(state.fakeLlm.controlUrl, "good", undefined, 0, scope);
      await page.goto("/generate-post");
      await waitForShell(page);
      // from here on (the navigation above may cancel what the page before it was still loading)
      const failed: string[] = [];
      page.on("requestfailed", (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
      await page.getByLabel("Topic or idea").click();
      await page.keyboard.type(`Hiring ${scope}`, { delay: 60 });
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      // the positive control: the stream ran to its end and the generation is saved
      await expect(page.getByTestId("generation-live")).toHaveText("Three variants are ready.", { timeout: 30_000 });
      await expect(page.getByTestId("history-item")).toHaveCount(1);
      await expect(cards(page).nth(2).getByTestId("preview-text")).toContainText(`${FAKE_LLM_POST.hookPrefix} 3:`);
      // the page settles (the history and the mix read again) before the logs are read
      await page.waitForLoadState("networkidle");
      expect(failed).toEqual([]);
      // (Playwright's own note that it blocks the service worker is no error of the app)
      expect(browserErrors.filter((e) => !e.includes("Service Worker registration blocked by Playwright"))).toEqual([]);
    } finally {
      await clearFakeLlmScope(state.fakeLlm.controlUrl, scope);
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
    await expect(page.getByRole("button", { name: "Use template mode" })).toBeVisible(GENERATION_WAIT);
    // the screenshots start from the top (the focused button stays in view when the width changes)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await checkScreenState(page, "generate-post", "light-en-failed");
    await page.getByRole("button", { name: "Use template mode" }).click();
    await expect(page.getByTestId("template-banner")).toBeVisible(GENERATION_WAIT);

    for (const [theme, language] of SCREEN_COMBINATIONS) {
      const context = await themedContext(browser, { baseURL: baseURL!, theme, language });
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
