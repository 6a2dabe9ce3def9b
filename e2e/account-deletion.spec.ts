import type { Page } from "@playwright/test";
import { addLinkedInAccount, expect, test, uniqueEmail } from "./support/test";
import type { E2EState } from "./support/state";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState, waitForShell } from "./support/shell";
import { tookOver } from "./support/server-render";

test.describe.configure({ mode: "parallel" });

test("a new user deletes their account by keyboard from Settings > Account, lands signed out and cannot sign in again", async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);

  const section = page.getByRole("region", { name: "Delete account" });
  await expect(section.getByText(/scheduled posts are cancelled/)).toBeVisible();
  const open = section.getByRole("button", { name: "Delete my account", exact: true });
  await expect(open).toHaveAttribute("aria-disabled", "false");
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete your account for good?" });
  await expect(dialog).toBeVisible();
  // the dialog opens on its password field
  const password = dialog.getByLabel("Your password", { exact: true });
  await expect(password).toBeFocused();

  // Escape backs out to the button that opened it, nothing deleted
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(password).toBeFocused();

  // a wrong password: said at its field, which keeps the focus; the account stays
  await page.keyboard.type("not-my-password", PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("This password is not the right one.")).toBeVisible();
  await expect(password).toBeFocused();
  expect((await page.request.get("/api/me")).status()).toBe(200);

  await page.keyboard.press("Control+A");
  await page.keyboard.type(who.password, PERSON_PACE);
  // Tab past "Show password" and Cancel to the destructive button
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const confirm = dialog.getByRole("button", { name: "Delete my account for good" });
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText("Your account is deleted").first()).toBeVisible();
  // the focus goes on to the sign-in form, not to <body>
  const emailField = page.getByLabel("Email", { exact: true });
  await expect(emailField).toBeFocused();
  expect(await focused(page)).not.toBe("body");
  expect((await page.request.get("/api/me")).status()).toBe(401);
  const goodbye = await mail.waitFor(who.email, { subjectIncludes: "Your PillarPost account is deleted" });
  expect(goodbye).toBeTruthy();

  // signing in again, typed as a person does: refused
  await page.keyboard.type(who.email, PERSON_PACE);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(who.password, PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

const CODE_SUBJECT = "Your code to delete your PillarPost account";

/** The 7-character code on its own line in the mail. */
function codeFrom(text: string): string {
  const match = /^\s*([A-Z0-9]{7})\s*$/m.exec(text);
  if (!match) throw new Error(`no code in the mail:\n${text}`);
  return match[1];
}

/** A code of the right shape that is not `code`. */
const notThe = (code: string) => (code.startsWith("A") ? `B${code.slice(1)}` : `A${code.slice(1)}`);

/**
 * Signs `page` in with "Continue with LinkedIn" as `member` (a member of the test's own: the simulator signs in as
 * the authorization's login_hint, so specs side by side keep their own members).
 */
async function signInWithLinkedIn(page: Page, state: E2EState, member: { sub: string; name: string }) {
  await page.route(`${state.oidc.issuer}/auth?**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("login_hint", member.sub);
    return route.continue({ url: url.toString() });
  });
  await page.goto("/sign-in");
  // once the app has the screen: a click while it took the prerendered one over was lost in a CI run (the button
  // focused, no request; noted in the session's closing note, the take-over's own specs cover a click before it)
  await tookOver(page);
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await page.getByRole("button", { name: `Sign in as ${member.name}` }).click();
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await waitForShell(page);
}

test("an account made with LinkedIn (no password) is deleted with an emailed code: wrong and replaced codes refused, then gone everywhere", async ({
  page,
  browser,
  mail,
  state,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("li-delete");
  const member = await addLinkedInAccount(state, { email, given_name: "Cody", family_name: "Mailed" });
  await signInWithLinkedIn(page, state, member);
  const me = async (p: Page = page) => (await p.request.get("/api/me")).status();
  // a second device signed in to the same account: signed out by the deletion too
  const other = await browser.newContext({ baseURL: state.baseURL });
  const otherPage = await other.newPage();
  await signInWithLinkedIn(otherPage, state, member);
  expect(await me(otherPage)).toBe(200);

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  const open = page.getByRole("region", { name: "Delete account" }).getByRole("button", { name: "Delete my account" });
  await expect(open).toHaveAttribute("aria-disabled", "false");
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete your account for good?" });
  await expect(dialog.getByText(`we email a code to ${email}`)).toBeVisible();
  // no password to ask: the dialog opens on "Email me a code"
  const send = dialog.getByRole("button", { name: "Email me a code" });
  await expect(send).toBeFocused();
  const beforeFirst = await mail.lastId(email);
  await page.keyboard.press("Enter");
  const codeField = dialog.getByLabel("Code from the email", { exact: true });
  await expect(codeField).toBeFocused();
  const first = codeFrom((await mail.waitFor(email, { subjectIncludes: CODE_SUBJECT, afterId: beforeFirst })).text);

  // a wrong code: said at the field, which keeps the focus; nothing deleted
  const wrongCode = "This code is wrong or has expired. Ask for a new one.";
  await page.keyboard.type(notThe(first), PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(wrongCode)).toBeVisible();
  await expect(codeField).toBeFocused();
  expect(await me()).toBe(200);
  await checkScreenState(page, "account-deletion", "code-dialog-wrong-code");
  await codeField.focus();

  // a new code replaces the first: the first, typed again (lower case, as a person might), is refused
  const beforeSecond = await mail.lastId(email);
  await dialog.getByRole("button", { name: "Send a new code" }).focus();
  await page.keyboard.press("Enter");
  await expect(codeField).toBeFocused();
  const second = codeFrom((await mail.waitFor(email, { subjectIncludes: CODE_SUBJECT, afterId: beforeSecond })).text);
  expect(second).not.toBe(first);
  await page.keyboard.press("Control+A");
  await page.keyboard.type(first.toLowerCase(), PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(wrongCode)).toBeVisible();
  await expect(codeField).toBeFocused();
  expect(await me()).toBe(200);
  expect(await me(otherPage)).toBe(200);

  // the right code, then Tab past Cancel to the destructive button
  await page.keyboard.press("Control+A");
  await page.keyboard.type(second, PERSON_PACE);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete my account for good" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText("Your account is deleted").first()).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  expect(await me()).toBe(401);
  expect(await mail.waitFor(email, { subjectIncludes: "Your PillarPost account is deleted" })).toBeTruthy();

  // the other device is signed out, and the code replayed from it finds nothing
  expect(await me(otherPage)).toBe(401);
  const replay = await otherPage.request.post("/api/account/deletion", { data: { code: second } });
  expect(replay.status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await other.close();

  // signing in again by emailed code: the answer does not say whether an account exists, and no code comes
  const beforeOtp = await mail.lastId(email);
  await page.goto("/otp");
  await page.locator("#otp-email").click();
  await page.keyboard.type(email, PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByText(`If an account exists for ${email}`)).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await mail.lastId(email)).toBe(beforeOtp);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`account deletion dialog ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/settings/account");
      const name = language === "fr" ? "Supprimer mon compte" : "Delete my account";
      const open = page.getByRole("button", { name, exact: true });
      await expect(open).toHaveAttribute("aria-disabled", "false");
      await open.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await checkScreenState(page, "account-deletion", `dialog-${theme}-${language}`);
    });
  });
}
