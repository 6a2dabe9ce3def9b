import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

/**
 * A real failure (no e2e database access): LinkedIn connected through the OIDC simulator, a post scheduled a few
 * seconds ahead, then LinkedIn disconnected: at its time the worker fails it as NOT_CONNECTED and notifies.
 */
async function failedPost(page: Page, body: string): Promise<string> {
  await page.goto("/apps");
  await waitForShell(page);
  await page.getByRole("button", { name: /^(Connect LinkedIn|Connecter LinkedIn)$/ }).click();
  await page.getByRole("button", { name: /^Sign in as / }).click();
  await expect(page).toHaveURL(/\/apps$/);
  const created = await page.request.post("/api/posts", { data: { body, firstComment: "" } });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string; version: number } };
  const scheduled = await page.request.post(`/api/posts/${post.id}/schedule`, {
    data: { version: post.version, scheduledAt: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect((await page.request.delete("/api/linkedin/connection")).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get("/api/notifications")).json()) as { unread: number }).unread, {
      timeout: 30_000,
    })
    .toBe(1);
  return post.id;
}

test.describe("notifications", () => {
  test("a failure shows under the bell (keyboard), opens its post, mark all as read; the email preference is kept", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    const user = await signedInUser(page, request, baseURL!, mail);
    const id = await failedPost(page, "Launch day is here\nmore details");
    const failureMail = await mail.waitFor(user.email, { subjectIncludes: "was not published" });
    expect(mail.link(failureMail, `/editor/${id}`)).toContain(`/editor/${id}`);

    await page.goto("/");
    await waitForShell(page);
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible();
    await bell.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    const item = menu.getByRole("menuitem", { name: /A post was not published/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText("“Launch day is here”");
    await expect(item).toContainText("No LinkedIn account is connected.");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(bell).toBeFocused();

    // open it: the post, and it is read
    await bell.press("Enter");
    await page.getByRole("menuitem", { name: /A post was not published/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

    // read on the server too: after a reload nothing is unread, and "Mark all as read" has nothing to do
    await page.reload();
    await waitForShell(page);
    const quiet = page.getByRole("button", { name: "Notifications", exact: true });
    await quiet.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Mark all as read" })).toBeDisabled();
    await page.keyboard.press("Escape");

    // Settings > Notifications: turn the failure mails off, reload, still off
    await page.goto("/settings/notifications");
    await waitForShell(page);
    const toggle = page.getByRole("switch", { name: "A post was not published" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toBeEnabled();
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole("switch", { name: "A post was not published" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("switch", { name: "A post needs checking" })).toHaveAttribute("aria-checked", "true");
  });

  test("mark all as read from the bell", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    await failedPost(page, "Second try");
    await page.goto("/");
    await waitForShell(page);
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await page.getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    expect(((await (await page.request.get("/api/notifications")).json()) as { unread: number }).unread).toBe(0);
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`notifications states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`bell and settings: axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      signedIn,
    }) => {
      await signedIn("/settings/notifications");
      await expect(page.getByRole("switch")).toHaveCount(5);
      await checkScreenState(page, "notifications-states", `${theme}-${language}-settings`, {});
      await failedPost(page, "Bonjour / hello");
      await page.goto("/");
      await waitForShell(page);
      const bell = page.getByRole("button", { name: /^Notifications, 1 (unread|non lue)$/ });
      await bell.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await checkScreenState(page, "notifications-states", `${theme}-${language}-bell`, {
        include: "[role=menu]",
      });
    });
  });
}
