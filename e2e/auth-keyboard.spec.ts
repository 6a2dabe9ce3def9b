import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { createVerifiedUser } from "./support/auth";

/** What has the focus: "input:<label>", "button:<name>", "link:<text>". */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "none";
    if (el instanceof HTMLInputElement) return `input:${el.labels?.[0]?.textContent?.trim() ?? el.name}`;
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
    return `${el.tagName === "A" ? "link" : el.tagName.toLowerCase()}:${name}`;
  });
}

/** Focus the form's first field, then press Tab until the submit button: the stops in between, in order. */
async function tabStopsToSubmit(page: Page, first: string, submit: string): Promise<string[]> {
  await page.getByLabel(first, { exact: true }).focus();
  const stops = [await focused(page)];
  for (let i = 0; i < 12 && stops[stops.length - 1] !== `button:${submit}`; i++) {
    await page.keyboard.press("Tab");
    stops.push(await focused(page));
  }
  return stops;
}

for (const path of ["/sign-in", "/sign-in-2"]) {
  test(`${path} by keyboard: email, password, show/hide, submit, then the forgot-password link; typing and Enter sign in`, async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    const user = await createVerifiedUser(request, baseURL!, mail);
    await page.goto(path);
    expect(await tabStopsToSubmit(page, "Email", "Sign in")).toEqual([
      "input:Email",
      "input:Password",
      "button:Show password",
      "button:Sign in",
    ]);
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("link:Forgot password?");

    // The way a keyboard user signs in: type, Tab, type, Enter.
    await page.getByLabel("Email", { exact: true }).focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(user.password);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(user.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/generate-post\/?$/);
  });
}

const FORMS = [
  {
    path: "/sign-up",
    first: "First name",
    submit: "Create account",
    stops: [
      "input:First name",
      "input:Last name",
      "input:Email",
      "input:Password",
      "button:Show password",
      "input:Confirm password",
      "button:Show password",
      "button:Create account",
    ],
  },
  {
    path: "/forgot-password",
    first: "Email",
    submit: "Send reset link",
    stops: ["input:Email", "button:Send reset link"],
  },
  {
    path: "/reset-password?token=e2e-dummy-token",
    first: "New password",
    submit: "Reset password",
    stops: [
      "input:New password",
      "button:Show password",
      "input:Confirm password",
      "button:Show password",
      "button:Reset password",
    ],
  },
  { path: "/otp", first: "Email", submit: "Send code", stops: ["input:Email", "button:Send code"] },
];

for (const form of FORMS) {
  test(`${form.path} by keyboard: every field before the submit button, no link in between`, async ({ page }) => {
    await page.goto(form.path);
    expect(await tabStopsToSubmit(page, form.first, form.submit)).toEqual(form.stops);
  });
}
