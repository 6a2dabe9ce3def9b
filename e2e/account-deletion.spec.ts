import { expect, test } from "./support/test";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState } from "./support/shell";

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
