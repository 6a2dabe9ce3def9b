import { addLinkedInAccount, expect, test, uniqueEmail } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

test.describe("connected apps: LinkedIn", () => {
  test("connect through LinkedIn, see who and until when, reconnect, disconnect (keyboard only)", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    test.slow(); // two publications through the worker
    await signedInUser(page, request, baseURL!, mail);
    // a member of this test's own (the simulator signs in as the login_hint's member): the fault below is its alone
    const member = await addLinkedInAccount(state, {
      email: uniqueEmail("member"),
      given_name: "Kay",
      family_name: "Board",
    });
    await page.route(`${state.oidc.issuer}/auth?**`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("login_hint", member.sub);
      return route.continue({ url: url.toString() });
    });
    const signInAtLinkedIn = async () => {
      await expect(page).toHaveURL(new RegExp(`^${state.oidc.issuer.replace(/\/oauth$/, "")}/interaction/`));
      await expect(page.getByTestId("scopes")).toHaveText("openid profile email w_member_social");
      await page.getByRole("button", { name: `Sign in as ${member.name}` }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/apps$/); // the outcome is said once, then taken out of the address
      await expect(page.getByText("LinkedIn connected", { exact: true })).toBeVisible();
    };
    const connection = async () =>
      (
        (await (await page.request.get("/api/linkedin/connection")).json()) as {
          connection: { needsReconnect: boolean } | null;
        }
      ).connection;

    await page.goto("/apps");
    await waitForShell(page);
    await expect(page.getByRole("heading", { name: "Apps", level: 1 })).toBeVisible();
    await expect(page.getByText("Not connected")).toBeVisible();
    await page.getByRole("button", { name: "Connect LinkedIn" }).focus();
    await page.keyboard.press("Enter");
    await signInAtLinkedIn();
    const card = page.getByRole("region", { name: "LinkedIn" });
    await expect(card.getByText(member.name, { exact: true })).toBeVisible();
    await expect(card.getByTestId("linkedin-expiry")).toContainText("days left");
    await expect(card.getByText("Connected", { exact: true })).toBeVisible();
    // no token ever reaches the page
    const html = await page.content();
    expect(html).not.toMatch(/access_token|v1\.[A-Za-z0-9_-]{16}\./);

    // LinkedIn stops accepting the token (401 on a publication): the connection is flagged
    const publish = async (body: string) => {
      const created = await page.request.post("/api/posts", { data: { body } });
      const { post } = (await created.json()) as { post: { id: string; version: number } };
      const res = await page.request.post(`/api/posts/${post.id}/publish-now`, { data: { version: post.version } });
      expect(res.status(), await res.text()).toBe(200);
    };
    const records = async () =>
      (
        (await (await request.get(`${state.linkedinApi.origin}/test/records`)).json()) as {
          posts: { author: string }[];
        }
      ).posts.filter((p) => p.author === `urn:li:person:${member.sub}`);
    // a first publication makes the simulator know the token as this member's
    await publish(`First post (${member.sub})`);
    await expect.poll(async () => (await records()).length, { timeout: 30_000 }).toBe(1);
    const fault = await request.post(`${state.linkedinApi.origin}/test/faults`, {
      data: { endpoint: "posts", fault: "unauthorized", member: `urn:li:person:${member.sub}` },
    });
    expect(fault.status()).toBe(204);
    await publish(`Second post (${member.sub})`);
    await expect.poll(async () => (await connection())?.needsReconnect, { timeout: 30_000 }).toBe(true);
    await page.reload();
    await waitForShell(page);
    await expect(card.getByText("Needs reconnecting", { exact: true })).toBeVisible();
    await expect(card.getByTestId("linkedin-expiry")).toHaveText(
      "LinkedIn no longer accepts this connection. Reconnect to publish again; your scheduled posts are kept.",
    );

    // reconnect, by keyboard: the flag is cleared
    await card.getByRole("button", { name: "Reconnect" }).focus();
    await page.keyboard.press("Enter");
    await signInAtLinkedIn();
    await expect(card.getByText("Connected", { exact: true })).toBeVisible();
    await expect(card.getByTestId("linkedin-expiry")).toContainText("days left");
    expect(await connection()).toMatchObject({ needsReconnect: false });

    // disconnect, confirmed by keyboard
    await card.getByRole("button", { name: "Disconnect" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Disconnect LinkedIn?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Disconnect" });
    // Tab from the dialog's first button (Cancel) to Disconnect, then Enter
    for (let i = 0; i < 3 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Not connected")).toBeVisible();
    // focus is not lost to <body> after the dialog
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    expect(await connection()).toBeNull();
  });

  test("connecting from Settings > Account comes back there", async ({ page, state, signedIn }) => {
    await signedIn("/settings/account");
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
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, state, signedIn }) => {
      await signedIn("/apps");
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
