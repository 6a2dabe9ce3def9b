/**
 * Quick account set-up for specs that are not about sign-up itself: sign up through the API, follow the
 * verification link from the caught mail, and optionally sign a browser context in through the API.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEFAULT_PASSWORD, SUBJECTS, uniqueEmail } from "./accounts";
import type { MailBox } from "./test";

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Follow the verification link (default true). */
  verify?: boolean;
}

/**
 * POST /api/auth/sign-up/email with the Origin header the server's CSRF check expects, then (by default)
 * open the verification link from the mail. Uses `request` (any APIRequestContext, e.g. `page.request` or
 * the `request` fixture): cookies it receives stay in that context.
 */
export async function createUser(
  request: APIRequestContext,
  baseURL: string,
  mail: MailBox,
  options: CreateUserOptions = {},
): Promise<TestUser> {
  const firstName = options.firstName ?? "Test";
  const lastName = options.lastName ?? "User";
  const user: TestUser = {
    email: (options.email ?? uniqueEmail("api")).toLowerCase(),
    password: options.password ?? DEFAULT_PASSWORD,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
  };
  const before = await mail.lastId(user.email);
  const res = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL, "content-type": "application/json" },
    data: {
      email: user.email,
      password: user.password,
      name: user.fullName,
      firstName,
      lastName,
      fullName: user.fullName,
    },
  });
  expect(res.status(), `sign-up answered ${res.status()}: ${await res.text()}`).toBeLessThan(300);

  if (options.verify ?? true) {
    const message = await mail.waitFor(user.email, { subjectIncludes: SUBJECTS.verify, afterId: before });
    const link = mail.link(message, /verify|token=/);
    await followVerificationLink(request, link);
  }
  return user;
}

/** Follows a verification link the way a mail client would (GET, redirects followed). */
export async function followVerificationLink(request: APIRequestContext, link: string): Promise<void> {
  const res = await request.get(link, { maxRedirects: 10 });
  expect(res.status(), `verification link ${link} answered ${res.status()}`).toBeLessThan(400);
}

/** Creates a verified user. */
export async function createVerifiedUser(
  request: APIRequestContext,
  baseURL: string,
  mail: MailBox,
  options: Omit<CreateUserOptions, "verify"> = {},
): Promise<TestUser> {
  return createUser(request, baseURL, mail, { ...options, verify: true });
}

/** Signs the page's browser context in through the API (the session cookie lands in the context). */
export async function signInViaApi(
  page: Page,
  baseURL: string,
  user: Pick<TestUser, "email" | "password">,
): Promise<void> {
  const res = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers: { origin: baseURL, "content-type": "application/json" },
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), `API sign-in answered ${res.status()}: ${await res.text()}`).toBe(200);
}

/** Fills and submits the /sign-in form (the page must already show it). */
export async function fillSignInForm(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Logs out through the UI: a visible "Log out" control, or the user menu (a button showing the user's name or
 * email) and then its "Log out" item.
 */
export async function logOutViaUi(page: Page, who: { name?: string; email?: string } = {}): Promise<void> {
  const direct = page
    .getByRole("button", { name: "Log out", exact: true })
    .or(page.getByRole("menuitem", { name: "Log out" }));
  if (!(await direct.first().isVisible())) {
    const labels = [who.name, who.email].filter((v): v is string => !!v);
    let trigger = page.getByRole("button", { name: /user menu|account/i });
    for (const label of labels)
      trigger = trigger.or(page.getByRole("button", { name: new RegExp(escapeRegExp(label), "i") }));
    await trigger.first().click();
  }
  await direct.first().click();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
