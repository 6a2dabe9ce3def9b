import type { Page } from "@playwright/test";
import { test, expect, SUBJECTS, uniqueEmail } from "./support/test";
import { createVerifiedUser } from "./support/auth";
import { holdApp, holdChunk } from "./support/take-over";

const OTP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function codeFrom(text: string): string {
  const match = /^\s*([A-Za-z0-9]{7})\s*$/m.exec(text);
  if (!match) throw new Error(`no 7-character code in the mail:\n${text}`);
  return match[1];
}

/** A code of the right shape that differs from `code` in its last character. */
function wrongCode(code: string): string {
  const last = code.at(-1)!.toUpperCase();
  const other = OTP_ALPHABET[(OTP_ALPHABET.indexOf(last) + 1) % OTP_ALPHABET.length];
  return code.slice(0, -1) + other;
}

/** The 7-slot input (input-otp renders one real <input> behind the slots). */
function otpInput(page: Page) {
  return page
    .getByLabel("One-time code", { exact: true })
    .or(page.locator('input[data-input-otp], input[autocomplete="one-time-code"]'))
    .first();
}

async function enterCode(page: Page, code: string) {
  const input = otpInput(page);
  await input.click();
  await input.fill("");
  await input.pressSequentially(code);
}

test("sign in with a one-time code from the mail; a wrong code shows an error", async ({
  page,
  mail,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Otto", lastName: "Code" });

  await page.goto("/otp");
  const before = await mail.lastId(user.email);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send code", exact: true }).click();

  const message = await mail.waitFor(user.email, { subjectIncludes: SUBJECTS.otp, afterId: before });
  const code = codeFrom(message.text);
  expect(code).toHaveLength(7);

  const verify = page.getByRole("button", { name: "Verify code", exact: true });
  await expect(otpInput(page)).toBeVisible();
  // Disabled until all 7 slots are filled (SPEC §4).
  await expect(verify).toBeDisabled();
  await enterCode(page, code.slice(0, 6));
  await expect(verify).toBeDisabled();

  await enterCode(page, wrongCode(code));
  await expect(verify).toBeEnabled();
  await verify.click();
  // the toast says why, in these words (not any failure's)
  const toasts = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
  await expect(toasts.filter({ hasText: "Sign in failed" })).toHaveText(/^Sign in failedInvalid code/);
  await expect(page).toHaveURL(/\/otp$/);
  // not signed in by the wrong code
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await enterCode(page, code);
  await verify.click();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByText("Otto Code").first()).toBeVisible();
});

test("the code input accepts a pasted code with spaces", async ({ page, mail, request, baseURL, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Paste", lastName: "Code" });
  await page.goto("/otp");
  const before = await mail.lastId(user.email);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send code", exact: true }).click();
  const code = codeFrom((await mail.waitFor(user.email, { subjectIncludes: SUBJECTS.otp, afterId: before })).text);

  const spaced = `${code.slice(0, 4)} ${code.slice(4)}\n`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), spaced);
  await otpInput(page).click();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(otpInput(page)).toHaveValue(code);
  await page.getByRole("button", { name: "Verify code", exact: true }).click();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
});

for (const lang of ["en", "fr"] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ language: lang });

    test(`an email with no account: the same answer, worded 'if an account exists for this email' (${lang})`, async ({
      page,
    }) => {
      const email = uniqueEmail("nobody");
      const text = {
        en: { send: "Send code", exists: `If an account exists for ${email}` },
        fr: { send: "Envoyer le code", exists: `Si un compte existe pour ${email}` },
      }[lang];
      // The server renders the screen in English (hidden from a French visitor until the app paints it): an English
      // visitor sends the form before the app has loaded, and the app sends it when it takes over; the toast it
      // raises comes before the toaster's code is in, and waits for it.
      const releaseApp = lang === "en" ? await holdApp(page) : () => {};
      const releaseToaster = await holdChunk(page, /\/assets\/toaster-[\w-]+\.js$/);
      await page.goto("/otp", { waitUntil: "commit" });
      await page.locator("#otp-email").click();
      await page.keyboard.type(email, { delay: 60 });
      await page.getByRole("button", { name: text.send, exact: true }).click();
      if (lang === "en") await expect(page.locator("#root[data-prerendered]")).toHaveCount(1);
      releaseApp();
      await expect(page.getByRole("main").getByText(text.exists)).toBeVisible(); // sent: the code step
      releaseToaster();
      // The toast and the code step both say it conditionally: nothing tells whether the account exists.
      await expect(page.getByRole("status").filter({ hasText: text.exists }).first()).toBeVisible();
    });
  });
}
