import path from "node:path";
import type { Browser } from "@playwright/test";
import { SUBJECTS, expect, test, uniqueEmail } from "./support/test";
import { logOutViaUi } from "./support/auth";
import { PERSON_PACE, focused, signUpThroughUi, slowApi } from "./support/first-use";
import { SCREEN_COMBINATIONS, checkScreenState } from "./support/shell";

test.describe.configure({ mode: "parallel" });

const AVATAR = path.join(import.meta.dirname, "fixtures", "avatar.png");

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Another device of the same person: its own browser context, signed in with its own user agent. */
async function otherDevice(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, userAgent: FIREFOX_LINUX });
  const res = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL, "content-type": "application/json" },
    data: who,
  });
  expect(res.status()).toBe(200);
  return { context, me: async () => (await context.request.get("/api/me")).status() };
}

test("signed-in devices: sign one out by keyboard, then everywhere else on a slow network", async ({
  page,
  mail,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const firefox = await otherDevice(browser, baseURL!, who);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);

  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  const signOutFirefox = devices.getByRole("button", { name: "Sign out Firefox on Linux" });
  await signOutFirefox.focus();
  await page.keyboard.press("Enter");
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect.poll(() => focused(page)).not.toBe("body");
  await expect(devices).toBeFocused();
  expect(await firefox.me()).toBe(401);
  await firefox.context.close();

  // two more devices, then "Sign out everywhere else" with every answer two seconds late
  const a = await otherDevice(browser, baseURL!, who);
  const b = await otherDevice(browser, baseURL!, who);
  await page.reload();
  await expect(devices.getByRole("listitem")).toHaveCount(3);
  const stop = await slowApi(page, 2000);
  const everywhere = page.getByRole("button", { name: "Sign out everywhere else" });
  await everywhere.focus();
  await page.keyboard.press("Enter");
  await expect(devices.getByRole("listitem")).toHaveCount(1, { timeout: 15_000 });
  await expect(everywhere).toBeHidden();
  await expect.poll(() => focused(page)).not.toBe("body");
  await stop();
  expect(await a.me()).toBe(401);
  expect(await b.me()).toBe(401);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  await Promise.all([a.context.close(), b.context.close()]);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`account settings ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      const who = await signedIn("/settings/account");
      await expect(page.locator("ul[aria-busy=false]").last()).toBeVisible();
      await checkScreenState(page, "account-settings", `${theme}-${language}`, {});

      // the change of email's form, then its "link sent" note
      const fr = language === "fr";
      await page.getByRole("button", { name: fr ? "Changer d'e-mail" : "Change email", exact: true }).click();
      const newEmail = page.getByLabel(fr ? "Nouvelle adresse e-mail" : "New email address", { exact: true });
      await expect(newEmail).toBeFocused();
      await checkScreenState(page, "account-settings", `${theme}-${language}-email-form`, {});
      await newEmail.fill(uniqueEmail("screens-moved"));
      await page.locator("#account-email-password").fill(who.password);
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: fr ? "Nous avons envoyé" : "We sent a link" }),
      ).toBeFocused();
      await checkScreenState(page, "account-settings", `${theme}-${language}-email-sent`, {});
    });
  });
}

test("change the password by keyboard: a wrong current one is said at its field, other devices signed out", async ({
  page,
  mail,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const firefox = await otherDevice(browser, baseURL!, who);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  const section = page.getByRole("region", { name: "Password" });
  const current = section.getByLabel("Current password", { exact: true });
  await expect(current).toBeVisible();
  await expect(section.getByLabel("Sign out my other devices")).toBeChecked();

  const NEW = "river-lantern-42";
  await current.click();
  await page.keyboard.type("not-my-password", PERSON_PACE);
  // each field has its "Show password" button after it
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(section.getByLabel("New password", { exact: true })).toBeFocused();
  await page.keyboard.type(NEW, PERSON_PACE);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(section.getByLabel("Confirm password", { exact: true })).toBeFocused();
  await page.keyboard.type(NEW, PERSON_PACE);
  await page.keyboard.press("Enter");
  // the wrong current password: said at its field, which has the focus; nothing changed
  await expect(section.getByText("Your current password is not right.")).toBeVisible();
  await expect(current).toBeFocused();
  expect(await firefox.me()).toBe(200);

  await page.keyboard.press("Control+A");
  await page.keyboard.type(who.password, PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(current).toHaveValue("");
  expect(await firefox.me()).toBe(401);
  await firefox.context.close();
  // this device stays signed in; the new password signs in, the old one no longer does
  expect((await page.request.get("/api/me")).status()).toBe(200);
  const signIn = (password: string) =>
    page.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: { email: who.email, password },
    });
  expect((await signIn(who.password)).status()).toBe(401);
  expect((await signIn(NEW)).status()).toBe(200);
});

test("change the email by keyboard: the link to the new address makes it the account's, and it signs in", async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  const section = page.getByRole("region", { name: "Email", exact: true });
  await expect(section).toContainText(who.email);

  const change = section.getByRole("button", { name: "Change email" });
  await change.focus();
  await page.keyboard.press("Enter");
  const newEmail = section.getByLabel("New email address", { exact: true });
  await expect(newEmail).toBeFocused(); // the form opens on its first field
  const NEW = uniqueEmail("moved");
  await page.keyboard.type(NEW, PERSON_PACE);
  await page.keyboard.press("Tab");
  const password = section.getByLabel("Current password", { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type("not-my-password", PERSON_PACE);
  await page.keyboard.press("Enter");
  // a wrong password: said at its field, which keeps the focus; no link sent
  await expect(section.getByText("Your current password is not right.")).toBeVisible();
  await expect(password).toBeFocused();

  const linksBefore = await mail.lastId(NEW);
  const oldBefore = await mail.lastId(who.email);
  await page.keyboard.press("Control+A");
  await page.keyboard.type(who.password, PERSON_PACE);
  await page.keyboard.press("Enter");
  const sent = section.getByRole("status");
  await expect(sent).toContainText(`We sent a link to ${NEW}; your address changes when you open it.`);
  await expect(sent).toBeFocused(); // the form is gone: the focus is on what happened, not on <body>
  await expect(section).toContainText(who.email); // unchanged until the link is opened
  await expect(page.getByTestId("user-email")).toHaveText(who.email);

  const link = await mail.waitFor(NEW, { subjectIncludes: SUBJECTS.emailChangeLink, afterId: linksBefore });
  expect(await mail.lastId(who.email)).toBe(oldBefore); // the link went to the new address only
  await page.goto(mail.link(link, /verify-email/));
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByText("Email changed", { exact: true })).toBeVisible();
  await expect(section).toContainText(NEW);
  await expect(page.getByTestId("user-email")).toHaveText(NEW); // the shell too
  const notice = await mail.waitFor(who.email, { subjectIncludes: SUBJECTS.emailChanged, afterId: oldBefore });
  expect(notice.text).toContain(NEW);

  await logOutViaUi(page, { email: NEW });
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("Email", { exact: true }).click();
  await page.keyboard.type(NEW, PERSON_PACE);
  await page.getByLabel("Password", { exact: true }).click();
  await page.keyboard.type(who.password, PERSON_PACE);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByTestId("user-email")).toHaveText(NEW);
});

test("remove the photo from Settings > Account by keyboard: asked first, initials in the shell at once", async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, mail, { firstName: "Grace", lastName: "Hopper" });
  // a photo first, as the profile page takes it
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.locator('input[type="file"]').setInputFiles(AVATAR);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // the toast itself, not only the live region's words: the toaster's code loads with the first toast, and a toast
  // that appeared after the dialog below opened took its Escape (the newest of Radix's layers gets it; a CI run)
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByText("Profile updated successfully", { exact: true }),
  ).toBeVisible();
  // the user menus (sidebar and header) show the photo
  const shellPhoto = page.getByRole("button", { name: /^User menu: / }).locator('img[src*="/uploads/avatars/"]');
  await expect(shellPhoto.first()).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  const identity = page.getByRole("region", { name: "Identity" });
  const remove = identity.getByRole("button", { name: "Remove photo" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Remove your photo?" });
  await expect(dialog).toBeVisible();
  // the focus is in the dialog (its set-up has run: an Escape pressed before it reached the page, on a loaded machine)
  await expect(dialog.locator(":focus")).toHaveCount(1);
  // Escape keeps it: nothing removed, the focus back on the button
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(shellPhoto.first()).toBeVisible();

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Remove photo" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // the shell's avatar and this page's are initials without a reload; the focus did not fall to <body>
  await expect(shellPhoto).toHaveCount(0);
  await expect(identity.locator("img")).toHaveCount(0);
  await expect(remove).toBeHidden();
  await expect(identity.getByRole("link", { name: "View profile" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("region", { name: "Identity" }).getByText("Grace Hopper")).toBeVisible();
  await expect(shellPhoto).toHaveCount(0);
  expect(
    ((await (await page.request.get("/api/profile")).json()) as { profile: { avatarUrl: null } }).profile.avatarUrl,
  ).toBeNull();
});

/** Settings > Account's password form, reached from the sidebar; the three fields typed as a person types. */
async function openPasswordForm(page: import("@playwright/test").Page) {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  const section = page.getByRole("region", { name: "Password" });
  const fields = {
    current: section.getByLabel("Current password", { exact: true }),
    next: section.getByLabel("New password", { exact: true }),
    confirm: section.getByLabel("Confirm password", { exact: true }),
  };
  await expect(fields.current).toBeVisible();
  return { section, ...fields };
}

async function typePasswords(
  page: import("@playwright/test").Page,
  form: Awaited<ReturnType<typeof openPasswordForm>>,
  current: string,
  next: string,
) {
  await form.current.click();
  await page.keyboard.type(current, PERSON_PACE);
  await form.next.click();
  await page.keyboard.type(next, PERSON_PACE);
  await form.confirm.click();
  await page.keyboard.type(next, PERSON_PACE);
}

test("change the password on a slow network: the button shows progress, a second Enter or click sends nothing", async ({
  page,
  mail,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const form = await openPasswordForm(page);
  const NEW = "harbour-compass-73";
  await typePasswords(page, form, who.password, NEW);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/change-password")) sent.push(r.method());
  });
  const stop = await slowApi(page, 2500);
  await page.keyboard.press("Enter");
  const busy = form.section.getByRole("button", { name: "Changing…" });
  // the defect this catches: no sign that anything is happening, and a second submit sent
  await expect(busy).toBeVisible();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(busy).toBeDisabled();
  await page.keyboard.press("Enter");
  await busy.click({ force: true }).catch(() => undefined);
  await expect.poll(() => focused(page)).not.toBe("body");
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible({ timeout: 15_000 });
  await stop();
  expect(sent).toEqual(["POST"]);
  await expect(form.current).toHaveValue("");
  await expect(form.section.getByRole("button", { name: "Change password" })).toBeEnabled();
  expect(
    (
      await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: baseURL!, "content-type": "application/json" },
        data: { email: who.email, password: NEW },
      })
    ).status(),
  ).toBe(200);
});

test("change the password offline: said clearly, what was typed is kept, and it works once back online", async ({
  page,
  context,
  mail,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const who = await signUpThroughUi(page, mail);
  const form = await openPasswordForm(page);
  const NEW = "meadow-lantern-58";
  await typePasswords(page, form, who.password, NEW);
  await context.setOffline(true);
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      "You are offline or the server cannot be reached: your password was not changed. What you typed is kept: try again once you are back online.",
      { exact: true },
    ),
  ).toBeVisible();
  // nothing typed is lost, the focus stays in the form, and the old password still signs in
  await expect(form.current).toHaveValue(who.password);
  await expect(form.next).toHaveValue(NEW);
  await expect(form.confirm).toHaveValue(NEW);
  await expect(form.confirm).toBeFocused();
  await expect(form.section.getByRole("button", { name: "Change password" })).toBeEnabled();

  await context.setOffline(false);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(form.current).toHaveValue("");
  const signIn = (password: string) =>
    page.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: { email: who.email, password },
    });
  expect((await signIn(NEW)).status()).toBe(200);
  expect((await signIn(who.password)).status()).toBe(401);
});
