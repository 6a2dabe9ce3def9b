// What a browser that opened the app before sends besides its session: the cookies the app itself wrote on a first
// visit of each page (its time zone, whether its window is a phone's, the width the Post Editor's preview column was
// laid out at, ...), read from a real visit at the width the page is then measured at. A page whose first view
// depends on such a cookie goes out without the server's markup on a first visit, by design (web-shell.md).
import { chromium } from "@playwright/test";
import { cookiesOf } from "../support/cookie-header";

export interface Viewport {
  width: number;
  height: number;
}

/** Lighthouse 12's mobile screen emulation (the page's layout width). */
export const LIGHTHOUSE_PHONE: Viewport = { width: 412, height: 823 };
/** Playwright's default window, where "usable" is measured. */
export const USABLE_DESKTOP: Viewport = { width: 1280, height: 720 };

/** The Cookie header of a browser at `viewport` that has opened each of `paths` once, signed in by `sessionCookie`. */
export async function returningCookies(
  origin: string,
  sessionCookie: string,
  paths: readonly string[],
  viewport: Viewport,
  browserOptions: { chromiumPath: string; args: string[] },
): Promise<string> {
  const browser = await chromium.launch({
    executablePath: browserOptions.chromiumPath,
    args: browserOptions.args.filter((f) => f !== "--headless"),
  });
  try {
    const context = await browser.newContext({ viewport });
    await context.addCookies(cookiesOf(sessionCookie, origin));
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
    }
    const cookies = await context.cookies(origin);
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}
