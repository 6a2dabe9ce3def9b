import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, pathAndSearch, pathOf } from "./support/test";
import { signInViaApi } from "./support/auth";
import { desktopSidebar, expectNoAxeViolations, settleAnimations, signedInUser, waitForShell } from "./support/shell";
import { createVerifiedUser } from "./support/auth";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

const MOD = process.platform === "darwin" ? "Meta" : "Control";

test.describe("command palette", () => {
  test("Ctrl+K opens and closes it, searches, says No results found, navigates and sets the theme", async ({
    page,
    signedIn,
  }) => {
    await signedIn("/generate-post");

    await page.keyboard.press(`${MOD}+k`);
    const dialog = page.getByRole("dialog", { name: "Command palette" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    // Every navigation item is listed, settings and profile included.
    for (const label of ["Content Strategy", "Scheduler", "Profile", "Settings"]) {
      await expect(dialog.getByRole("option", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press(`${MOD}+k`);
    await expect(dialog).toBeHidden();

    await page.keyboard.press(`${MOD}+k`);
    await input.fill("zzzz-nothing");
    await expect(dialog.getByText("No results found")).toBeVisible();

    await input.fill("appearance");
    await expect(dialog.getByRole("option").first()).toContainText("Appearance");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/appearance$/);

    await page.keyboard.press(`${MOD}+k`);
    await input.fill("sched");
    await dialog.getByRole("option", { name: "Scheduler" }).click();
    await expect(page).toHaveURL(/\/scheduler\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Scheduler" })).toBeVisible();

    await page.keyboard.press(`${MOD}+k`);
    await input.fill("dark");
    await dialog.getByRole("option", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
  });

  test("the search button shows the shortcut and opens the palette", async ({ page, signedIn }) => {
    await signedIn("/notes");
    const button = page.getByRole("button", { name: "Search" });
    await expect(button).toHaveAttribute("aria-keyshortcuts", /K$/);
    await expect(button.locator("kbd")).toHaveText(/K/);
    await button.click();
    await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("sidebar", () => {
  test("Ctrl+B, the trigger and the rail collapse it; the cookie keeps it across reloads", async ({
    page,
    context,
    signedIn,
  }) => {
    await signedIn("/strategy");
    const sidebar = desktopSidebar(page);
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    const box = await page.locator('[data-sidebar="sidebar"]').boundingBox();
    expect(Math.round(box!.width)).toBe(256); // 16rem

    await page.keyboard.press(`${MOD}+b`);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.waitForTimeout(300);
    const collapsed = await page.locator('[data-sidebar="sidebar"]').boundingBox();
    expect(Math.round(collapsed!.width)).toBe(48); // 3rem
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("false");
    expect(cookie?.path).toBe("/");
    const ttl = cookie!.expires - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(604800 - 120);
    expect(ttl).toBeLessThanOrEqual(604800 + 5);

    await page.reload();
    await waitForShell(page);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    // Collapsed: a group with children opens as a flyout to the right.
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    const flyout = page.getByRole("menu");
    await expect(flyout.getByRole("menuitem", { name: "Appearance" })).toBeVisible();
    await flyout.getByRole("menuitem", { name: "Appearance" }).click();
    await expect(page).toHaveURL(/\/settings\/appearance$/);

    await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await context.cookies()).find((c) => c.name === "sidebar:state")?.value).toBe("true");

    await page.locator('[data-sidebar="rail"]').click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press(`${MOD}+b`);
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("active item and groups open on the current section", async ({ page, signedIn }) => {
    await signedIn("/settings/account");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("button", { name: "Settings" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: /Generate Post/ }).click();
    await expect(page).toHaveURL(/\/generate-post\/?$/);
    await expect(nav.getByRole("link", { name: /Generate Post/ })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /Generate Post/ })).toContainText("Hot");
    await expect(nav.getByRole("link", { name: /Content Strategy/ })).toContainText("New");
  });

  for (const language of ["en", "fr"] as const) {
    test.describe(`labels (${language})`, () => {
      test.use({ language });
      test(`no navigation label is cut off in ${language}`, async ({ page, signedIn }) => {
        await signedIn("/settings/account");
        const nav = page.locator("[data-sidebar=sidebar]").first();
        const labels = nav.locator("a span.truncate, button > span:not(.sr-only)");
        expect(await labels.count()).toBeGreaterThan(10);
        const cut = await labels.evaluateAll((els) =>
          els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
        );
        expect(cut).toEqual([]);
      });
    });
  }

  test("below 768 px it is a sheet sliding in from the left", async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedIn("/generate-post");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Main navigation" });
    await expect(sheet).toBeVisible();
    await settleAnimations(page);
    const box = await sheet.boundingBox();
    expect(box!.x).toBe(0);
    expect(Math.round(box!.width)).toBe(288); // 18rem
    await sheet.getByRole("link", { name: /Notes/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/notes\/?$/);
    await page.keyboard.press(`${MOD}+b`);
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});

test.describe("user menu", () => {
  test("shows the display name and email; Upgrade to Pro opens the plans; log out", async ({ page, signedIn }) => {
    const user = await signedIn("/generate-post", { firstName: "Grace", lastName: "Hopper" });
    await expect(page.getByTestId("user-display-name")).toHaveText("Grace Hopper");
    await expect(page.getByTestId("user-email")).toHaveText(user.email);
    // SPEC §1 team entry: the personal workspace (from GET /api/me) on the Free plan
    await expect(page.getByRole("link", { name: "Grace's workspace, Free plan: see plans" }).first()).toBeVisible();
    await page
      .getByRole("button", { name: /User menu: Grace Hopper/ })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(/\/plans\/?$/);
    await expect(page.getByRole("heading", { name: "Free", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pro", exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: /User menu: Grace Hopper/ })
      .last()
      .click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByText("You have been signed out successfully.", { exact: true })).toBeVisible();
  });
});

test("F8 focuses the toast region, even before any toast was shown", async ({ page, signedIn }) => {
  await signedIn("/library");
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toBeAttached();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="region"]'))).toBe(true);
});

/** A context without the fixture's forced language/theme, so what the app stores survives reloads. */
async function freshContext(
  browser: Browser,
  baseURL: string,
  extra: Parameters<Browser["newContext"]>[0] = {},
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, locale: "en-US", ...extra });
  const page = await context.newPage();
  return [context, page];
}

test.describe("preferences", () => {
  test("theme menu switches light/dark; system follows the OS live; the choice survives a reload", async ({
    browser,
    request,
    baseURL,
    mail,
  }) => {
    const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Ada", lastName: "Lovelace" });
    const [context, page] = await freshContext(browser, baseURL!, { colorScheme: "light" });
    await signInViaApi(page, baseURL!, user);
    await page.goto("/generate-post");
    await waitForShell(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/); // system (the default) follows the OS live
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/\bdark\b/); // an explicit choice ignores the OS

    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test("language switch en <-> fr updates <html lang>, the texts and survives a reload", async ({
    browser,
    request,
    baseURL,
    mail,
  }) => {
    const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Ada", lastName: "Lovelace" });
    const [context, page] = await freshContext(browser, baseURL!);
    await signInViaApi(page, baseURL!, user);
    await page.goto("/settings/display");
    await waitForShell(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "en");
    await expect(page.getByText("Friday, March 14, 2025")).toBeVisible();

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    await expect(html).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    await expect(page.getByText("vendredi 14 mars 2025")).toBeVisible();
    await page.reload();
    await expect(html).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("button", { name: "Rechercher" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    // One language setting: the profile (mails, generated strategies) follows the interface.
    const profile = (await (await page.request.get("/api/profile")).json()) as { profile: { language: string } };
    expect(profile.profile.language).toBe("fr");

    await page.getByRole("button", { name: "Langue" }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(html).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await context.close();
  });

  test("font: Settings › Appearance picks Manrope; an invalid stored value falls back to Inter", async ({
    browser,
    request,
    baseURL,
    mail,
  }) => {
    const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Ada", lastName: "Lovelace" });
    const [context, page] = await freshContext(browser, baseURL!);
    await signInViaApi(page, baseURL!, user);
    await page.goto("/settings/appearance");
    await waitForShell(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-font", "inter");
    await page.locator("label", { hasText: "Manrope" }).click();
    await expect(page.getByRole("radio", { name: "Manrope" })).toBeChecked();
    await expect(html).toHaveAttribute("data-font", "manrope");
    await page.reload();
    await expect(html).toHaveAttribute("data-font", "manrope");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Manrope");
    await page.evaluate(() => localStorage.setItem("font", "comic-sans"));
    await page.reload();
    await expect(html).toHaveAttribute("data-font", "inter");
    await expect(page.getByRole("radio", { name: "Inter" })).toBeChecked();
    await context.close();
  });
});

test.describe("errors", () => {
  test("an unknown page shows the 404 screen with Go Back and Back to Home", async ({ page, signedIn }) => {
    await signedIn("/notes");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found!" })).toBeVisible();
    await expect(
      page.getByText("It seems like the page you're looking for does not exist or might have been removed."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/notes\/?$/);
    await page.goto("/404");
    await page.getByRole("button", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/generate-post\/?$/);
  });

  test("the error pages show the spec's texts", async ({ page }) => {
    const pages = [
      ["/401", "Unauthorized Access"],
      ["/403", "Access Forbidden"],
      ["/404", "Oops! Page Not Found!"],
      ["/500", "Oops! Something went wrong :')"],
      ["/503", "Website is under maintenance!"],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Back to Home" })).toBeVisible();
    }
  });

  test("a 401 from the API: 'Session expired!', session reset, /sign-in?redirect=<current>", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    test.setTimeout(60_000);
    await signedInUser(page, request, baseURL!, mail);
    const me = page.waitForResponse((r) => r.url().endsWith("/api/me") && r.status() === 200);
    await page.goto("/settings/account?tab=1");
    await me;
    await waitForShell(page);
    await context.clearCookies(); // the session ends elsewhere
    await page.waitForTimeout(10_500); // past the 10 s stale time: a focus refetches
    const unauthorized = page.waitForResponse((r) => r.url().endsWith("/api/me") && r.status() === 401);
    await page.evaluate(() => {
      // TanStack Query's focus manager listens for visibilitychange on window
      window.dispatchEvent(new Event("visibilitychange"));
    });
    await unauthorized;
    await expect(page.getByText("Session expired!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?/);
    expect(pathAndSearch(page)).toBe("/sign-in?redirect=%2Fsettings%2Faccount%3Ftab%3D1");
    expect(pathOf(page)).toBe("/sign-in");
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe (${theme})`, () => {
    test.use({ theme });
    test(`shell and pages have no violations (${theme})`, async ({ page, request, baseURL, mail }) => {
      test.setTimeout(120_000);
      await signedInUser(page, request, baseURL!, mail);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(size);
        // /strategy and /profile: every state of theirs is checked in strategy-states and profile-states. At 375 px
        // the pages differ only by the shell's mobile header, so two pages are enough there.
        const paths = [
          "/settings",
          "/settings/account",
          "/settings/appearance",
          "/settings/display",
          "/settings/notifications",
          "/plans",
          "/help-center",
          "/notes",
        ];
        for (const path of size.width < 768 ? ["/settings/appearance", "/plans"] : paths) {
          await page.goto(path);
          await waitForShell(page);
          await expectNoAxeViolations(page, `${path} @${size.width}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/strategy");
      await waitForShell(page);
      await page.keyboard.press(`${MOD}+k`);
      await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
      await expectNoAxeViolations(page, "command palette");
      await page.keyboard.press("Escape");
      await page
        .getByRole("button", { name: /User menu/ })
        .first()
        .click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page, "user menu", '[role="menu"]');
      await page.keyboard.press("Escape");
      await page.keyboard.press(`${MOD}+b`);
      await expect(desktopSidebar(page)).toHaveAttribute("data-state", "collapsed");
      await settleAnimations(page); // mid-collapse, items overlap for a moment (seen under load)
      await expectNoAxeViolations(page, "collapsed sidebar");
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole("button", { name: "Toggle Sidebar" }).click();
      await expect(page.getByRole("dialog", { name: "Main navigation" })).toBeVisible();
      await settleAnimations(page);
      await expectNoAxeViolations(page, "mobile sheet");
    });

    test(`error pages have no violations (${theme})`, async ({ page }) => {
      for (const path of ["/401", "/403", "/404", "/500", "/503", "/missing-page"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page, path);
      }
    });
  });
}
