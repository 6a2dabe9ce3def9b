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
