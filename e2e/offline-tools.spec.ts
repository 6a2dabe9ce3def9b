import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test, type MailBox } from "./support/test";
import { checkScreenState, SCREEN_COMBINATIONS, signedInUser, waitForKept } from "./support/shell";
import { keepScreenshot } from "./support/screenshots";

// Every entry of the sidebar (SPEC §2), by its address, with its page's heading; "/settings" is the Settings
// group's Overview.
const SIDEBAR: Record<string, string> = {
  "/strategy": "Content Strategy Planning",
  "/content-management": "Content Management",
  "/generate-post": "Generate Post",
  "/editor": "New post",
  "/carousel-editor": "Carousel Editor",
  "/inspirations": "Inspirations",
  "/notes": "Notes",
  "/library": "Library",
  "/scheduler": "Scheduler",
  "/saved-posts": "Saved Posts",
  "/prompts": "Prompts",
  "/tasks": "Tasks",
  "/chats": "Chats",
  "/users": "Team Members",
  "/apps": "Apps",
  "/profile": "Profile",
  "/settings": "Settings",
  "/settings/account": "Settings",
  "/settings/appearance": "Settings",
  "/settings/display": "Settings",
  "/settings/notifications": "Settings",
  "/settings/brand-kit": "Settings",
  "/help-center": "Help Center",
};
const OFFLINE = "Not available offline";

const sidebar = (page: Page) => page.locator("[data-sidebar=sidebar]").first();
const pageHeading = (page: Page) => page.locator("#main-content h1");
/** TanStack Router's own fallback (unstyled), what the app showed before. */
const routerDefaultError = (page: Page) => page.getByText("Something went wrong!", { exact: true });

/**
 * A signed-in writer who opened a post once online (the service worker controls the page and kept it), and then
 * the sidebar entries `opened` (their code is loaded), goes offline.
 */
async function openPostThenGoOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  mail: MailBox,
  opened: string[] = [],
) {
  await signedInUser(page, request, baseURL, mail);
  const created = (await (await page.request.post("/api/posts", { data: { body: "Draft" } })).json()) as {
    post: { id: string };
  };
  await page.goto(`/editor/${created.post.id}`);
  await expect(sidebar(page)).toBeVisible();
  // the service worker controls the page and kept it (registered a second after the load, then told what to keep)
  await waitForKept(page, `/editor/${created.post.id}`, 20_000);
  for (const url of opened) {
    await clickSidebarEntry(page, url);
    // its own heading: until the route has loaded, the previous page's stays (a CI run went offline on the editor's)
    await expect(pageHeading(page)).toHaveText(SIDEBAR[url]);
  }
  await context.setOffline(true);
}

/** Clicks the sidebar entry to `url` (opening the Settings group for its pages) and waits for the address. */
async function clickSidebarEntry(page: Page, url: string) {
  const nav = sidebar(page);
  const link = nav.locator(`a[href="${url}"]`);
  if (url.startsWith("/settings") && !(await link.isVisible())) {
    await nav.locator('button[aria-controls="nav-sub--settings"]').click();
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${url}(\\?|$)`));
}

test.describe("sidebar tools offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("every entry shows its page or 'Not available offline' inside the shell, and loads by itself once online", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    // Notes opened once online: its code is loaded, the page shows offline (with what its data allows)
    await openPostThenGoOffline(page, context, request, baseURL!, mail, ["/notes"]);
    const offline = page.getByRole("heading", { level: 1, name: OFFLINE });
    const shown: Record<string, string> = {};
    for (const [url, heading] of Object.entries(SIDEBAR)) {
      await clickSidebarEntry(page, url);
      // the address changes first; until the route has loaded (or failed to), the previous page stays
      await expect(pageHeading(page)).toHaveText(new RegExp(`^(${heading}|${OFFLINE})$`));
      shown[url] = (await pageHeading(page).textContent()) ?? "";
      // the shell stays: sidebar with this entry marked, header, and no page-wide error
      const link = sidebar(page).locator(`a[href="${url}"]`);
      await expect(sidebar(page)).toBeVisible();
      if (url !== "/settings") await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
      await expect(routerDefaultError(page)).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement !== document.body), `focus after ${url}`).toBe(true);
      if (shown[url] === OFFLINE) {
        await expect(page.getByText("It will load by itself as soon as you're back online.")).toBeVisible();
        await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
      }
    }
    // the tools of the issue were never opened on this device: their code is not kept
    for (const url of ["/content-management", "/library", "/scheduler"]) {
      expect(shown[url], url).toBe(OFFLINE);
    }
    expect(shown["/notes"]).toBe("Notes");

    // Retry while still offline: the same screen again (inside the shell), focus on Retry
    await clickSidebarEntry(page, "/content-management");
    await expect(offline).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).focus();
    await page.keyboard.press("Enter");
    await expect(offline).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" })).toBeFocused();

    // back online: the page loads without a click
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
    await expect(offline).toHaveCount(0);
    // the other tools that failed offline load too: nothing kept their failure
    await clickSidebarEntry(page, "/library");
    await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    await clickSidebarEntry(page, "/scheduler");
    await expect(page.getByRole("heading", { level: 1, name: "Scheduler" })).toBeVisible();
    await expect(routerDefaultError(page)).toHaveCount(0);
  });
});

test.describe("a tool whose code cannot be fetched online", () => {
  test("'This page couldn't be loaded' inside the shell, and Retry loads it", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/profile");
    await expect(pageHeading(page)).toBeVisible();
    // Prompts' own chunk fails as a dropped connection would (the service worker is blocked in this test)
    const dropLibrary = (route: { abort: (code: string) => Promise<void> }) => route.abort("connectionreset");
    await page.route(/\/assets\/prompts-[\w-]+\.js$/, dropLibrary);
    await clickSidebarEntry(page, "/prompts");
    const failed = page.getByRole("heading", { level: 1, name: "This page couldn't be loaded" });
    // online, a missing file is first taken for a newer deployment: the page reloads once, then says so
    await expect(failed).toBeVisible();
    await expect(sidebar(page).locator('a[href="/prompts"]')).toHaveAttribute("aria-current", "page");
    await expect(routerDefaultError(page)).toHaveCount(0);

    await page.unroute(/\/assets\/prompts-[\w-]+\.js$/, dropLibrary);
    await page.getByRole("button", { name: "Retry" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Prompts" })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test.describe("a tool the server renders whose code cannot be fetched online", () => {
  test("the server's markup of the reload gives way to 'This page couldn't be loaded'", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/profile");
    await expect(pageHeading(page)).toBeVisible();
    const drop = (route: { abort: (code: string) => Promise<void> }) => route.abort("connectionreset");
    await page.route(/\/assets\/library-[\w-]+\.js$/, drop);
    // the reload (a missing file is first taken for a newer deployment) brings the Library rendered by the server
    const rendered: boolean[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "document" && new URL(res.url()).pathname === "/library")
        void res.text().then((html) => rendered.push(html.includes("data-prerendered=")));
    });
    await clickSidebarEntry(page, "/library");
    const failed = page.getByRole("heading", { level: 1, name: "This page couldn't be loaded" });
    await expect(failed).toBeVisible();
    // (the document's text is read asynchronously: once it has been, on a busy machine after the error screen)
    await expect.poll(() => rendered).toEqual([true]);
    // the server's Library is gone, not left as a page whose controls do nothing
    await expect(page.getByRole("heading", { level: 1, name: "Library" })).toHaveCount(0);
    await expect(page.locator("#root[data-prerendered]")).toHaveCount(0);

    await page.unroute(/\/assets\/library-[\w-]+\.js$/, drop);
    await page.getByRole("button", { name: "Retry" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test.describe("a tool whose code fails for another reason", () => {
  test("keeps the error screen, styled and inside the shell", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/profile");
    await expect(pageHeading(page)).toBeVisible();
    // the Library's code arrives but fails when it runs (a bug, not the network)
    await page.route(/\/assets\/library-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "throw new Error('library bug');" }),
    );
    await clickSidebarEntry(page, "/library");
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong!" })).toBeVisible();
    await expect(sidebar(page).locator('a[href="/library"]')).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not available offline" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show Error" }).click();
    await expect(page.getByText("library bug")).toBeVisible();
    await keepScreenshot(page, "test-results/offline-tools-states/light-en-other-error-1280.png", { fullPage: true });
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`'Not available offline' in ${theme} ${language}`, () => {
    test.use({ serviceWorkers: "allow", theme, language });

    test("inside the shell at 375 and 1280 px, axe-clean", async ({ page, context, request, baseURL, mail }) => {
      await openPostThenGoOffline(page, context, request, baseURL!, mail);
      await clickSidebarEntry(page, "/library");
      const title = language === "fr" ? "Indisponible hors ligne" : "Not available offline";
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · PillarPost`);
      await checkScreenState(page, "offline-tools-states", `${theme}-${language}-not-available-offline`);
    });
  });
}
