import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";
import { holdGeneration, saveCompleteAnswers } from "./support/strategy";

// Each combination makes its own user: they can run on different workers.
test.describe.configure({ mode: "parallel" });

// Every state of the wizard in light/dark × en/fr: axe, no sideways scrolling, screenshots at 375 and 1280 px
// for a human look (test-results/strategy-states/*.png).
const T = {
  en: {
    counter: "Question 1 of",
    review: "Review Mode - Answers cannot be changed",
    next: "Next",
    generate: "Generate Strategy",
    generating: "Generating…",
    edit: "Edit Pillar",
    cancel: "Cancel",
    reset: "Reset Strategy",
    reviewQuestions: "Review Questions",
    error: "Error Loading Question",
    step: (n: number) => `Question ${n}`,
    required: "Please provide an answer",
  },
  fr: {
    counter: "Question 1 sur",
    review: "Mode consultation - Les réponses ne peuvent pas être modifiées",
    next: "Suivant",
    generate: "Générer la stratégie",
    generating: "Génération…",
    edit: "Modifier le pilier",
    cancel: "Annuler",
    reset: "Réinitialiser la stratégie",
    reviewQuestions: "Revoir les questions",
    error: "Erreur de chargement de la question",
    step: (n: number) => `Question ${n}`,
    required: "Veuillez fournir une réponse",
  },
};

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`wizard states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test.setTimeout(150_000);

    test(`every state: axe clean, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      request,
      baseURL,
      mail,
    }) => {
      const L = T[language];
      const shot = (state: string, opts: { include?: string } = {}) =>
        checkScreenState(page, "strategy-states", `${theme}-${language}-${state}`, {
          ...opts,
        });
      await signedInUser(page, request, baseURL!, mail);

      // Loading, then the first question (text) and its validation message.
      await page.goto("/strategy");
      await waitForShell(page);
      await expect(page.getByText(L.counter)).toBeVisible();
      await shot("question-text");
      await page.getByRole("button", { name: L.next, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: L.required })).toBeVisible();
      await shot("validation");

      // Every answer saved: the wizard opens on the results step; the numbered steps reach each question type.
      await saveCompleteAnswers(page, baseURL!);
      await page.reload();
      await waitForShell(page);
      await expect(page.getByRole("button", { name: L.generate })).toBeVisible();
      await shot("results-intro");
      for (const [n, kind] of [
        [2, "select"],
        [4, "multiselect"],
        [9, "checkbox"],
      ] as const) {
        await page.getByRole("button", { name: new RegExp(`^${L.step(n)}\\b`) }).click();
        await expect(page.getByText(new RegExp(`^Question ${n} `))).toBeVisible();
        await shot(`question-${kind}`);
      }

      // Generating (held until released, so the progress can be checked), then the pillars.
      await page.getByRole("button", { name: /Results|Résultats/ }).click();
      const release = await holdGeneration(page);
      await page.getByRole("button", { name: L.generate }).click();
      await expect(page.getByRole("button", { name: L.generating })).toBeDisabled();
      await shot("generating");
      release();
      await expect(page.getByRole("button", { name: L.edit }).first()).toBeVisible({ timeout: 30_000 });
      await page.unroute("**/api/functions/generate-strategy");
      // Written in the interface's language, whatever the profile says.
      await expect(page.locator("#strategy-name")).toHaveText(
        language === "fr" ? /^Stratégie de contenu LinkedIn/ : /^LinkedIn Content Strategy/,
      );
      await shot("results");

      await page.getByRole("button", { name: L.edit }).first().click();
      await expect(page.getByRole("button", { name: L.cancel })).toBeVisible();
      await shot("edit-pillar");
      await page.getByRole("button", { name: L.cancel }).click();

      await page.getByRole("button", { name: L.reset }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shot("reset-dialog", { include: "[role=alertdialog]" });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      await page.getByRole("button", { name: L.reviewQuestions }).click();
      await expect(page.getByText(L.review)).toBeVisible();
      await shot("review");

      // The questions cannot be loaded: "Error Loading Question" with Refresh Page. (The page itself carries the
      // first answers, src/server/http/page-data.ts: it is served without them, so the app asks the API.)
      await page.route("**/api/strategy-questions*", (route) => route.abort());
      await page.route("**/strategy", async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace(/<script type="application\/json" id="pp-data">[^<]*<\/script>/, "");
        const headers = Object.fromEntries(
          Object.entries(res.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
        );
        await route.fulfill({ status: res.status(), headers, body });
      });
      await page.reload();
      await expect(page.getByRole("heading", { name: L.error })).toBeVisible({ timeout: 30_000 });
      await shot("error");
    });
  });
}
