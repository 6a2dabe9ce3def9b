/** Helpers for the Scheduler's specs: a workspace connected to the LinkedIn simulator, and scheduled posts. */
import type { APIRequestContext, Page } from "@playwright/test";
import type { MailBox } from "./test";
import { addLinkedInAccount, expect, uniqueEmail } from "./test";
import { signedInUser } from "./shell";
import type { E2EState } from "./state";

/**
 * A signed-in user whose workspace is connected to LinkedIn (through the simulator's login page) by a member of
 * its own whose tokens last `tokenDays` (LinkedIn's are 60 days; the DST cases schedule posts months ahead).
 */
export async function connectedUser(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  mail: MailBox,
  state: E2EState,
  tokenDays = 500,
) {
  const user = await signedInUser(page, request, baseURL, mail);
  const member = await addLinkedInAccount(state, {
    email: uniqueEmail("member"),
    given_name: "Cal",
    family_name: "Endar",
  });
  const ttl = await fetch(`${new URL(state.oidc.issuer).origin}/test/token-ttl`, {
    method: "POST",
    body: JSON.stringify({ sub: member.sub, seconds: tokenDays * 86_400 }),
  });
  expect(ttl.status).toBe(204);
  // language-independent: the connect endpoint gives the simulator's page, which comes back to /apps
  const start = await page.request.post("/api/linkedin/connect", { data: { returnTo: "/apps" } });
  expect(start.status()).toBe(200);
  const authorize = new URL(((await start.json()) as { authorizeUrl: string }).authorizeUrl);
  authorize.searchParams.set("login_hint", member.sub);
  await page.goto(authorize.toString());
  await page.getByRole("button", { name: `Sign in as ${member.name}` }).click();
  await expect(page).toHaveURL(/\/apps$/);
  const connection = await page.request.get("/api/linkedin/connection");
  expect(((await connection.json()) as { connection: unknown }).connection).not.toBeNull();
  // the member's URN: a simulator fault scoped to it is never taken by another spec's publication
  return { ...user, member: `urn:li:person:${member.sub}` };
}

export interface SeededPost {
  id: string;
  version: number;
}

/** A post scheduled at `at` (an instant) through the API. */
export async function scheduledPost(page: Page, body: string, at: string): Promise<SeededPost> {
  const created = await page.request.post("/api/posts", { data: { body } });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: SeededPost };
  const res = await page.request.post(`/api/posts/${post.id}/schedule`, {
    data: { version: post.version, scheduledAt: at },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { post: SeededPost }).post;
}

/** The post's planned instant, as the API says it. */
export async function scheduledAtOf(page: Page, id: string): Promise<string | null> {
  const res = await page.request.get(`/api/posts/${id}/publishing`);
  return ((await res.json()) as { publishing: { scheduledAt: string | null } }).publishing.scheduledAt;
}
