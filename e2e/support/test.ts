/**
 * The `test` every spec imports: Playwright's, with
 *  - baseURL pointing at the server started by global setup,
 *  - English forced (localStorage i18nextLng = "en") and an optional theme (localStorage vite-ui-theme),
 *  - `mail`: read mails caught by the SMTP catcher,
 *  - `state`: the global setup's state (LinkedIn test account, ...),
 *  - `signedIn(path)`: a new verified user signed in, on `path` once the shell has settled.
 */
import { test as base, expect, type Page } from "@playwright/test";
import {
  findLink,
  lastMailIdOverHttp,
  waitForMailOverHttp,
  type CaughtMail,
  type WaitForMailOptions,
} from "../../tests/fakes/smtp-catcher";
import type { TestUser } from "./auth";
import { signedInUser, waitForShell } from "./shell";
import { readState, type E2EState } from "./state";

export { DEFAULT_PASSWORD, SUBJECTS, uniqueEmail } from "./accounts";

export interface MailBox {
  /** Wait for a mail to `to` (received after `afterId` when given). */
  waitFor(to: string, opts?: WaitForMailOptions): Promise<CaughtMail>;
  /** Newest mail id for `to` (0 if none): pass as afterId to wait for the next one. */
  lastId(to: string): Promise<number>;
  /** The first link in `mail` containing `includes`; fails the test when there is none. */
  link(mail: CaughtMail, includes: string | RegExp): string;
}

export type Theme = "light" | "dark";

interface Fixtures {
  state: E2EState;
  mail: MailBox;
  /** Theme put into localStorage before any page script runs (default: light). */
  theme: Theme;
  /** Language forced through localStorage i18nextLng (default: en). */
  language: "en" | "fr";
  /** Auto: page errors and console errors, attached to the report when a test fails. */
  browserErrors: string[];
  /**
   * Signs a new verified user in (through the API, named Ada Lovelace unless told), opens `path` and waits for the
   * shell to settle: the user.
   */
  signedIn: (path: string, name?: { firstName?: string; lastName?: string }) => Promise<TestUser>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  state: async ({}, use) => {
    await use(readState());
  },
  baseURL: async ({ state }, use) => {
    await use(state.baseURL);
  },
  theme: ["light", { option: true }],
  language: ["en", { option: true }],
  context: async ({ context, theme, language }, use) => {
    await context.addInitScript(
      ([lng, th]) => {
        try {
          window.localStorage.setItem("i18nextLng", lng);
          // as if picked by hand: a signed-in page keeps it rather than taking the profile's language
          window.localStorage.setItem("pp:language-chosen", "1");
          window.localStorage.setItem("vite-ui-theme", th);
        } catch {
          // about:blank and opaque origins have no storage
        }
      },
      [language, theme] as const,
    );
    await use(context);
  },
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") errors.push(`console.${msg.type()}: ${msg.text()}`);
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length) {
        await testInfo.attach("browser-errors.txt", { body: errors.join("\n"), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
  signedIn: async ({ page, request, baseURL, mail }, use) => {
    await use(async (path, name) => {
      const user = await signedInUser(page, request, baseURL!, mail, name);
      await page.goto(path);
      await waitForShell(page);
      return user;
    });
  },
  mail: async ({ state }, use) => {
    await use({
      waitFor: (to, opts) => waitForMailOverHttp(state.mailApi, to, { timeoutMs: 15_000, ...opts }),
      lastId: (to) => lastMailIdOverHttp(state.mailApi, to),
      link: (mail, includes) => {
        const found = findLink(mail, includes);
        if (!found) throw new Error(`No link containing ${String(includes)} in mail "${mail.subject}":\n${mail.text}`);
        return found;
      },
    });
  },
});

export { expect };

/** Pathname of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The path + search of the page's current URL, e.g. "/sign-in?redirect=%2Fgenerate-post". */
export function pathAndSearch(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}

/** Switches the member the LinkedIn simulator signs in as (partial fields; a new email derives a new sub). */
/**
 * Adds a member to the LinkedIn simulator without changing the one its login page offers by default: an
 * authorization URL with `login_hint=<sub>` signs in as it (specs running side by side keep their own members).
 */
export async function addLinkedInAccount(
  state: E2EState,
  account: Record<string, unknown>,
): Promise<{ sub: string; name: string; email: string }> {
  const res = await fetch(`${new URL(state.oidc.issuer).origin}/test/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`LinkedIn simulator answered ${res.status}`);
  return (await res.json()) as { sub: string; name: string; email: string };
}

export async function setLinkedInAccount(
  state: E2EState,
  account: Record<string, unknown>,
): Promise<{ sub: string; name: string; email: string }> {
  const origin = new URL(state.oidc.issuer).origin;
  const res = await fetch(`${origin}/test/account`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`LinkedIn simulator answered ${res.status}`);
  return (await res.json()) as { sub: string; name: string; email: string };
}
