import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

test.describe("connected apps: LinkedIn", () => {
  test("connect through LinkedIn, see who and until when, reconnect, disconnect (keyboard only)", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/apps");
    await waitForShell(page);
    await expect(page.getByRole("heading", { name: "Apps", level: 1 })).toBeVisible();
    await expect(page.getByText("Not connected")).toBeVisible();
    const connectButton = page.getByRole("button", { name: "Connect LinkedIn" });
    await connectButton.focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
    await expect(page.getByTestId("scopes")).toHaveText("openid profile email w_member_social");
    await page.getByRole("button", { name: `Sign in as ${state.linkedInAccount.name}` }).click();

    await expect(page).toHaveURL(/\/apps$/); // the outcome is said once, then taken out of the address
    await expect(page.getByText("LinkedIn connected", { exact: true })).toBeVisible();
    const card = page.getByRole("region", { name: "LinkedIn" });
    await expect(card.getByText(state.linkedInAccount.name!, { exact: true })).toBeVisible();
    await expect(card.getByTestId("linkedin-expiry")).toContainText("days left");
    await expect(card.getByText("Connected", { exact: true })).toBeVisible();
    // no token ever reaches the page
    const html = await page.content();
    expect(html).not.toMatch(/access_token|v1\.[A-Za-z0-9_-]{16}\./);

    await card.getByRole("button", { name: "Disconnect" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Disconnect LinkedIn?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Not connected")).toBeVisible();
    // focus is not lost to <body> after the dialog
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    const api = await page.request.get("/api/linkedin/connection");
    expect(((await api.json()) as { connection: unknown }).connection).toBeNull();
  });

  test("connecting from Settings > Account comes back there", async ({ page, request, baseURL, mail, state }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/settings/account");
    await waitForShell(page);
    await expect(page.getByRole("heading", { name: "Publishing" })).toBeVisible();
    await page.getByRole("button", { name: "Connect LinkedIn" }).click();
    await page.getByRole("button", { name: `Sign in as ${state.linkedInAccount.name}` }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByText("LinkedIn connected", { exact: true })).toBeVisible();
    await expect(page.getByTestId("linkedin-expiry")).toContainText("days left");
  });

  test("cancelled on LinkedIn: said, nothing connected", async ({ page, request, baseURL, mail, state }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/apps");
    await page.getByRole("button", { name: "Connect LinkedIn" }).click();
    await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByText("LinkedIn not connected", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect LinkedIn" })).toBeVisible();
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`apps states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      request,
      baseURL,
      mail,
      state,
    }) => {
      await signedInUser(page, request, baseURL!, mail);
      await page.goto("/apps");
      await waitForShell(page);
      await checkScreenState(page, "apps-states", `${theme}-${language}-not-connected`, {});
      await page.getByRole("button", { name: language === "fr" ? "Connecter LinkedIn" : "Connect LinkedIn" }).click();
      await page.getByRole("button", { name: `Sign in as ${state.linkedInAccount.name}` }).click();
      await expect(page).toHaveURL(/\/apps$/);
      await waitForShell(page);
      await expect(page.getByTestId("linkedin-expiry")).toBeVisible();
      await checkScreenState(page, "apps-states", `${theme}-${language}-connected`);
    });
  });
}
