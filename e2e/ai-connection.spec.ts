import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar } from "./support/shell";

// The Apps page's "Test the AI connection" against the run's fake LLM. Its own mode is the default, "error" (the specs
// that want answers scope "good" to their own requests): the server is reachable, takes the key and lists the model,
// but every completion is a 500.
test.describe("Apps: test the AI connection", () => {
  test("says, step by step and by keyboard alone, what the AI server does and what to fix", async ({
    page,
    request,
    state,
    signedIn,
  }) => {
    expect(((await (await request.get(state.fakeLlm.controlUrl)).json()) as { mode: string }).mode).toBe("error");
    await signedIn("/");
    await desktopSidebar(page).getByRole("link", { name: "Apps", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Apps", level: 1 })).toBeVisible();

    const card = page.getByRole("region", { name: "AI generation" });
    const button = card.getByRole("button", { name: "Test the AI connection" });
    await button.focus();
    await page.keyboard.press("Enter");
    const result = card.getByTestId("ai-connection-result");
    await expect(result).toContainText(
      "The model did not give a usable structured answer, so the AI features fall back or fail.",
    );
    await expect(card.getByText("Needs attention", { exact: true })).toBeVisible();
    await expect(result).toContainText(`Server${new URL(state.fakeLlm.baseUrl).host}`);
    await expect(result).toContainText("Modelfake");
    await expect(card.getByTestId("ai-check-reachable")).toHaveText(/^Server reachable: yes \(\d+ ms\)$/);
    await expect(card.getByTestId("ai-check-keyAccepted")).toHaveText("API key accepted: yes");
    await expect(card.getByTestId("ai-check-modelListed")).toHaveText("Model found on the server: yes");
    await expect(card.getByTestId("ai-check-structuredOutput")).toHaveText(/^Structured answer: no \(\d+ ms\)$/);
    // the streamed answer (Generate Post) is not tried once the plain one failed, and nothing was learned to show
    await expect(card.getByTestId("ai-check-streamedAnswer")).toHaveText(
      "Streamed answer (Generate Post): not checked",
    );
    await expect(card.getByTestId("ai-learned")).toHaveCount(0);
    await expect(result).toContainText("The AI service is not answering right now: try again later.");
    // the focus stays where the user left it, ready to test again
    await expect(button).toBeFocused();
    // the key never reaches the page
    expect(await page.content()).not.toContain('"test"');
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`AI connection states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/apps");
      await checkScreenState(page, "ai-connection-states", `${theme}-${language}-untested`);
      await page
        .getByRole("button", { name: language === "fr" ? "Tester la connexion à l'IA" : "Test the AI connection" })
        .click();
      await expect(page.getByTestId("ai-check-structuredOutput")).toBeVisible();
      await checkScreenState(page, "ai-connection-states", `${theme}-${language}-tested`);
    });
  });
}
