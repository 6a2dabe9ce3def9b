import type { Page } from "@playwright/test";
import { COMPLETE_ANSWERS } from "../../tests/fixtures/strategy-answers";
import { expect } from "./test";

/** Saves a complete set of answers for the page's signed-in user, through the API. */
export async function saveCompleteAnswers(page: Page, baseURL: string) {
  const res = await page.request.put(`${baseURL}/api/strategy-responses`, {
    headers: { origin: baseURL, "content-type": "application/json" },
    data: { answers: COMPLETE_ANSWERS },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Holds every generate call until the returned function is called. */
export async function holdGeneration(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/functions/generate-strategy", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const L = {
  en: { counter: /^Question (\d+) of (\d+)$/, next: "Next", finish: "Finish", generate: "Generate Strategy" },
  fr: { counter: /^Question (\d+) sur (\d+)$/, next: "Suivant", finish: "Terminer", generate: "Générer la stratégie" },
};

/** Answers the current question whatever its type; a text answer ends with `tail` when given. */
export async function answerCurrent(page: Page, n: number, tail = "") {
  const form = page
    .locator("form")
    .filter({ has: page.locator("fieldset") })
    .first();
  const textarea = form.locator("textarea");
  const select = form.locator("select");
  const boxes = form.locator('input[type="checkbox"]');
  const yes = form.locator('input[type="radio"]');
  if (await textarea.count()) await textarea.fill(`Answer ${n}, storytelling, AI${tail}`);
  else if (await select.count()) await select.selectOption({ index: 1 });
  else if (await yes.count()) await yes.first().check();
  else if ((await boxes.count()) > 0 && !(await boxes.first().isChecked())) await boxes.first().check();
}

export async function counter(page: Page, lang: "en" | "fr") {
  const text = (await page.getByText(L[lang].counter).textContent()) ?? "";
  const m = L[lang].counter.exec(text.trim());
  return { current: Number(m?.[1]), total: Number(m?.[2]) };
}

/**
 * Answers from the current question to the last one and finishes; `onHalf` runs once half way; `tail` ends every
 * text answer (a fake LLM scope's token: the answers are in the prompt).
 */
export async function answerAll(page: Page, lang: "en" | "fr", onHalf?: () => Promise<void>, tail = "") {
  for (let guard = 0; guard < 30; guard++) {
    const { current, total } = await counter(page, lang);
    await answerCurrent(page, current, tail);
    if (onHalf && current === Math.ceil(total / 2)) {
      await page.waitForTimeout(700); // the 500 ms auto-record
      const h = onHalf;
      onHalf = undefined;
      await h();
      continue;
    }
    const last = current === total;
    await page.getByRole("button", { name: last ? L[lang].finish : L[lang].next, exact: true }).click();
    if (last) break;
    await expect(page.getByText(L[lang].counter)).toHaveText(new RegExp(`^Question ${current + 1} `));
  }
}
