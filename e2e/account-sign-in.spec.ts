import type { Page } from "@playwright/test";
import { addLinkedInAccount, expect, test, uniqueEmail } from "./support/test";
import type { E2EState } from "./support/state";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState, waitForShell } from "./support/shell";
import { logOutViaUi } from "./support/auth";

// Settings > Account: LinkedIn as a way to sign in, linked and unlinked (docs/architecture/account.md). Each test
// has a LinkedIn member of its own (the simulator signs in as the authorization's login_hint): specs running side
// by side never change each other's member.
test.describe.configure({ mode: "parallel" });

/** A member of the test's own, whose address is not the app account's; every LinkedIn page of `page` offers it. */
async function ownMember(page: Page, state: E2EState, given_name = "Lina") {
  const member = await addLinkedInAccount(state, { email: uniqueEmail("li-own"), given_name, family_name: "Linked" });
  await page.route(`${state.oidc.issuer}/auth?**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("login_hint", member.sub);
    return route.continue({ url: url.toString() });
  });
  return member;
}

async function openAccountFromSidebar(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
}

/** "Sign in as <name>" on the simulator's page, by keyboard. */
async function allowAtLinkedIn(page: Page, state: E2EState, name: string) {
  await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
  await page.getByRole("button", { name: `Sign in as ${name}` }).focus();
  await page.keyboard.press("Enter");
}

test("links LinkedIn for sign-in from Settings > Account by keyboard, signs in with it, then unlinks it", async ({
  page,
  mail,
  state,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const member = await ownMember(page, state);
  await openAccountFromSidebar(page);

  const row = page.getByTestId("linkedin-sign-in");
  await expect(row.getByText("Not linked", { exact: true })).toBeVisible();
  const publishing = page.getByRole("region", { name: "LinkedIn" });
  await expect(publishing.getByText("Not connected", { exact: true })).toBeVisible();

  const link = row.getByRole("button", { name: "Link LinkedIn", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Link a LinkedIn account for signing in" });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel("Your password", { exact: true });
  await expect(password).toBeFocused();
  // Escape backs out to the button
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(password).toBeFocused();

  // a wrong password: said at the field, which keeps the focus; LinkedIn is not opened
  await page.keyboard.type("not-my-password", PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your current password is not right.")).toBeVisible();
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/settings\/account$/);

  await page.keyboard.press("Control+A");
  await page.keyboard.type(who.password, PERSON_PACE);
  await page.keyboard.press("Enter");
  await allowAtLinkedIn(page, state, member.name);

  // back on Settings > Account: said once, then the address is clean
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByText("LinkedIn linked", { exact: true }).first()).toBeVisible();
  await expect(row.getByText("Linked", { exact: true })).toBeVisible();
  await expect(row.getByText(`Linked to ${member.name}.`)).toBeVisible();
  // sign-in only: publishing is still not connected
  await expect(publishing.getByText("Not connected", { exact: true })).toBeVisible();

  // "Continue with LinkedIn" now signs in to this account (its address is not LinkedIn's)
  await logOutViaUi(page, { email: who.email });
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await allowAtLinkedIn(page, state, member.name);
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await expect(page.getByTestId("user-email")).toHaveText(who.email);

  // unlink: a confirmation, Escape keeps it, then unlinked; the focus goes to "Link LinkedIn" in its place
  await waitForShell(page);
  // the shell names the person as LinkedIn does while it is linked (SPEC §3)
  const userMenu = page.getByRole("button", { name: /^User menu: / }).first();
  await expect(userMenu).toHaveAccessibleName(`User menu: ${member.name} (${who.email})`);
  await openAccountFromSidebar(page);
  const unlink = row.getByRole("button", { name: "Unlink", exact: true });
  await unlink.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Stop signing in with LinkedIn?" });
  await expect(confirm.getByText(member.name)).toBeVisible();
  // the dialog opens on its safe choice
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(unlink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Unlink LinkedIn" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("LinkedIn unlinked", { exact: true }).first()).toBeVisible();
  await expect(row.getByText("Not linked", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Link LinkedIn", exact: true })).toBeFocused();
  expect(await focused(page)).not.toBe("body");
  // what LinkedIn's sign-in brought is forgotten: the shell shows the account's own name again
  await expect(userMenu).toHaveAccessibleName(`User menu: Ada Lovelace (${who.email})`);

  // that member no longer signs in to this account: LinkedIn makes a new one (its own address)
  await logOutViaUi(page, { email: who.email });
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await allowAtLinkedIn(page, state, member.name);
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await expect(page.getByTestId("user-email")).toHaveText(member.email);
});

test("an account made with LinkedIn cannot unlink it: the dialog says to set a password first", async ({
  page,
  state,
}) => {
  const member = await ownMember(page, state, "Solo");
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await allowAtLinkedIn(page, state, member.name);
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await waitForShell(page);
  await openAccountFromSidebar(page);

  const row = page.getByTestId("linkedin-sign-in");
  await expect(row.getByText("Linked", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Unlink", exact: true }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Stop signing in with LinkedIn?" });
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Unlink LinkedIn" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("alert")).toHaveText(
    "LinkedIn is your only way to sign in: set a password first (under Password), then unlink it.",
  );
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(row.getByText("Linked", { exact: true })).toBeVisible();
  const methods = (await (await page.request.get("/api/auth/list-accounts")).json()) as { providerId: string }[];
  expect(methods.map((m) => m.providerId)).toEqual(["linkedin"]);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`LinkedIn sign-in dialogs ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn, state }) => {
      const member = await ownMember(page, state, "Axel");
      const user = await signedIn("/settings/account");
      const t =
        language === "fr"
          ? { link: "Associer LinkedIn", unlink: "Dissocier", password: "Votre mot de passe", linked: "Associé" }
          : { link: "Link LinkedIn", unlink: "Unlink", password: "Your password", linked: "Linked" };
      const row = page.getByTestId("linkedin-sign-in");
      await row.getByRole("button", { name: t.link, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkScreenState(page, "account-sign-in", `link-${theme}-${language}`);

      await page.getByLabel(t.password, { exact: true }).focus();
      await page.keyboard.type(user.password);
      await page.keyboard.press("Enter");
      await allowAtLinkedIn(page, state, member.name);
      await expect(row.getByText(t.linked, { exact: true })).toBeVisible();
      await checkScreenState(page, "account-sign-in", `linked-${theme}-${language}`);

      await row.getByRole("button", { name: t.unlink, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await checkScreenState(page, "account-sign-in", `unlink-${theme}-${language}`);
    });
  });
}
