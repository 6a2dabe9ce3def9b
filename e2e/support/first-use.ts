/** A person's first steps, walked the way they walk them: through the screens, at a person's pace. */
import type { Page } from "@playwright/test";
import { DEFAULT_PASSWORD, expect, uniqueEmail, SUBJECTS, type MailBox } from "./test";
import { desktopSidebar, waitForShell } from "./shell";

/** How fast a person types: 60 ms between keys. */
export const PERSON_PACE = { delay: 60 };

/**
 * Signs up through /sign-up (typed, not filled), opens the verification link from the mail, signs in and lands
 * on the first screen (Generate Post) with the shell on screen.
 */
export async function signUpThroughUi(
  page: Page,
  mail: MailBox,
  person: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Lovelace" },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("first-use");
  const password = DEFAULT_PASSWORD;
  await page.goto("/sign-up");
  const type = async (label: string, text: string) => {
    await page.getByLabel(label, { exact: true }).click();
    await page.keyboard.type(text);
  };
  await type("First name", person.firstName);
  await type("Last name", person.lastName);
  await type("Email", email);
  await type("Password", password);
  await type("Confirm password", password);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  const message = await mail.waitFor(email, { subjectIncludes: SUBJECTS.verify });
  await page.goto(mail.link(message, /verify-email|token=/));
  await expect(page).toHaveURL(/\/sign-in/);
  await type("Email", email);
  await type("Password", password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await waitForShell(page);
  return { email, password };
}

/** The element that has the focus, described (its id, else its tag and accessible text): never `body`. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}:${(el.textContent ?? "").trim().slice(0, 40)}`;
  });
}

/** Every /api answer arrives `ms` later (a slow network); answers a function that stops the delay. */
export async function slowApi(page: Page, ms = 2000): Promise<() => Promise<void>> {
  const handler = async (route: import("@playwright/test").Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  };
  await page.route("**/api/**", handler);
  return () => page.unroute("**/api/**", handler);
}

/**
 * The whole page on a slow mobile network (Chromium's own throttling, code and API alike): every request `latencyMs`
 * late, about 400 kbit/s down. Answers a function that gives the network back.
 */
export async function slowNetwork(page: Page, latencyMs = 800): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const conditions = (latency: number, throughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    });
  await conditions(latencyMs, 50 * 1024);
  return async () => {
    await conditions(0, -1);
    await cdp.detach();
  };
}

/**
 * Answers the strategy questionnaire from the current question to the last, as a person does: text typed (short
 * answers), a choice picked, Next; then Finish.
 */
export async function answerQuestionnaire(page: Page) {
  for (let guard = 0; guard < 30; guard++) {
    const text = (await page.getByText(/^Question \d+ of \d+$/).textContent()) ?? "";
    const [, current, total] = /^Question (\d+) of (\d+)$/.exec(text.trim()) ?? [];
    const form = page
      .locator("form")
      .filter({ has: page.locator("fieldset") })
      .first();
    const textarea = form.locator("textarea");
    const select = form.locator("select");
    const radio = form.locator('input[type="radio"]');
    const boxes = form.locator('input[type="checkbox"]');
    if (await textarea.count()) {
      await textarea.click();
      await page.keyboard.type(`Product roadmaps ${current}`, { delay: 15 });
    } else if (await select.count()) await select.selectOption({ index: 1 });
    else if (await radio.count()) await radio.first().check();
    else if ((await boxes.count()) > 0 && !(await boxes.first().isChecked())) await boxes.first().check();
    const last = current === total;
    await page.getByRole("button", { name: last ? "Finish" : "Next", exact: true }).click();
    if (last) return;
    await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveText(new RegExp(`^Question ${Number(current) + 1} `));
  }
}

/**
 * Starts watching for `text` on the page: answers a function giving how many ms after this call it first showed
 * (null: not yet). With every /api answer held 2 s, a text shown before ~2 s was shown before the data arrived.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<number | null>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __seen?: Record<string, { t0: number; at: number | null }> };
    const seen = (w.__seen ??= {});
    seen[wanted] = { t0: performance.now(), at: null };
    const check = () => {
      if (seen[wanted]!.at === null && document.body.innerText.includes(wanted)) seen[wanted]!.at = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  }, text);
  return () =>
    page.evaluate((wanted) => {
      const s = (window as unknown as { __seen: Record<string, { t0: number; at: number | null }> }).__seen[wanted]!;
      return s.at === null ? null : s.at - s.t0;
    }, text);
}

/** Opens the Post Editor from the sidebar and types a new post at a person's pace, until it is saved. */
export async function writePostFromSidebar(page: Page, text: string) {
  await desktopSidebar(page).getByRole("link", { name: "Post Editor" }).click();
  await page.getByLabel("Post", { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
}
