import type { Page } from "@playwright/test";
import { test, expect, setLinkedInAccount, uniqueEmail } from "./support/test";
import { createVerifiedUser, fillSignInForm, logOutViaUi } from "./support/auth";

test.afterEach(async ({ state }) => {
  await setLinkedInAccount(state, state.linkedInAccount);
});

/** Click "Continue with LinkedIn" on /sign-in and take `action` on the simulator's page. */
async function throughLinkedIn(page: Page, issuer: string, action: RegExp | string) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer.replace(/\/oauth$/, "")}/interaction/`));
  await page.getByRole("button", { name: action }).click();
}

/** Records, in sessionStorage, every watched text that ever appears on the page (survives reloads in the tab). */
async function watchTexts(page: Page, texts: string[]) {
  await page.addInitScript((watched: string[]) => {
    const KEY = "__e2e_seen_texts";
    const record = () => {
      const body = document.body?.textContent ?? "";
      const seen = new Set<string>(JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as string[]);
      let changed = false;
      for (const t of watched) {
        if (!seen.has(t) && body.includes(t)) {
          seen.add(t);
          changed = true;
        }
      }
      if (changed) sessionStorage.setItem(KEY, JSON.stringify([...seen]));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
}

async function seenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("__e2e_seen_texts") ?? "[]") as string[]);
}

test("Continue with LinkedIn -> simulator -> /auth/callback -> signed in at /generate-post", async ({
  page,
  state,
}) => {
  const account = state.linkedInAccount;
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await watchTexts(page, ["Completing authentication...", "Authentication completed"]);

  await page.goto("/sign-in");
  const button = page.getByRole("button", { name: "Continue with LinkedIn" });
  await button.click();

  // The simulator's login page (LinkedIn stand-in) shows the scopes the app asked for.
  await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
  await expect(page.getByTestId("scopes")).toHaveText("openid profile email w_member_social");
  await page.getByRole("button", { name: `Sign in as ${account.name}` }).click();

  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await expect(page.getByText(account.name).first()).toBeVisible();

  expect(
    visited.some((u) => new URL(u).pathname === "/auth/callback"),
    visited.join("\n"),
  ).toBe(true);
  expect(await seenTexts(page)).toEqual(
    expect.arrayContaining(["Completing authentication...", "Authentication completed"]),
  );
  await expect(page.getByText("You have been signed in successfully.").first()).toBeVisible();

  // Provider tokens stay on the server: nothing token-like in browser storage.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toMatch(/access_?token|refresh_?token|provider_?token/i);

  // Settings > Account: no password yet, and a mailed link to set one (never a form asking for a current one)
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByText(/no password yet, set one under Password below/)).toBeVisible();
  const password = page.getByRole("region", { name: "Password" });
  await expect(password.getByText("You sign in with LinkedIn")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveCount(0);
  const send = password.getByRole("button", { name: "Email me a link to set a password" });
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Link sent", { exact: true })).toBeVisible();
});

test("cancelling at LinkedIn returns to /sign-in with the failure message", async ({ page, state }) => {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/sign-in/, { timeout: 20_000 });
  await expect(page.getByText(/LinkedIn.*failed|failed.*LinkedIn/i).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with LinkedIn" })).toBeEnabled();
});

test("LinkedIn sign-in joins an existing account with the same verified email", async ({
  page,
  state,
  mail,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("link");
  const user = await createVerifiedUser(request, baseURL!, mail, { email, firstName: "Existing", lastName: "Member" });
  const member = await setLinkedInAccount(state, {
    given_name: "Linked",
    family_name: "Member",
    email,
    email_verified: true,
  });

  await throughLinkedIn(page, state.oidc.issuer, `Sign in as ${member.name}`);
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });
  await expect(page.getByTestId("user-email")).toHaveText(email);

  // Same account: the password still signs in to it.
  await logOutViaUi(page, { email });
  await expect(page).toHaveURL(/\/sign-in/);
  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByTestId("user-email")).toHaveText(email);
});

test("LinkedIn sign-in does not join an existing account when LinkedIn's email is unverified", async ({
  page,
  state,
  mail,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("nolink");
  await createVerifiedUser(request, baseURL!, mail, { email, firstName: "Careful", lastName: "Owner" });
  const member = await setLinkedInAccount(state, {
    given_name: "Im",
    family_name: "Poster",
    email,
    email_verified: false,
  });

  await throughLinkedIn(page, state.oidc.issuer, `Sign in as ${member.name}`);
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 20_000 });
  await expect(page.getByText(/LinkedIn.*failed|failed.*LinkedIn/i).first()).toBeVisible();
  await page.goto("/generate-post");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
});

test("LinkedIn for sign-in and for publishing: each said once in Settings > Account, the same in Profile and Help", async ({
  page,
  state,
}) => {
  test.setTimeout(90_000);
  const account = state.linkedInAccount;
  await throughLinkedIn(page, state.oidc.issuer, `Sign in as ${account.name}`);
  await expect(page).toHaveURL(/\/generate-post\/?$/, { timeout: 20_000 });

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  // signed in with LinkedIn, not connected for publishing: the two are not confused
  const signIn = page.getByTestId("linkedin-sign-in");
  await expect(signIn.getByText("Linked", { exact: true })).toBeVisible();
  const card = page.getByRole("region", { name: "LinkedIn" });
  await expect(card.getByText("Not connected", { exact: true })).toBeVisible();
  await expect(page.getByText("Sign in with LinkedIn", { exact: true })).toHaveCount(1);

  const connect = card.getByRole("button", { name: "Connect LinkedIn" });
  await connect.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: `Sign in as ${account.name}` }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(card.getByText("Connected", { exact: true })).toBeVisible();
  await expect(signIn.getByText("Linked", { exact: true })).toBeVisible();

  // Profile and the Help Center show the same two states and send to Settings > Account
  await page
    .getByRole("button", { name: /^User menu: / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  const summary = page.getByRole("region", { name: "LinkedIn: sign-in and publishing" });
  await expect(summary.getByTestId("linkedin-signIn-state")).toHaveText("Linked");
  await expect(summary.getByTestId("linkedin-publishing-state")).toHaveText("Connected");

  await page.goto("/help-center");
  await page.getByText("Why connect LinkedIn?").click();
  await expect(summary.getByTestId("linkedin-signIn-state")).toHaveText("Linked");
  await expect(summary.getByTestId("linkedin-publishing-state")).toHaveText("Connected");
  await summary.getByRole("link", { name: "Manage in Settings › Account" }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
});
