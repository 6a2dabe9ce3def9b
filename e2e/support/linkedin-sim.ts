import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./test";
import { waitForShell } from "./shell";
import type { E2EState } from "./state";

/** What the LinkedIn simulator recorded (its /test/records). */
export interface SimRecords {
  posts: Array<{
    urn: string;
    commentary: string;
    parsed: { text: string; truncated: boolean };
    /** The request's body as LinkedIn got it (content.media.id names an uploaded document or image). */
    body: { content?: { media?: { id: string; title?: string } } };
    createdAt: string;
  }>;
  /** The images and documents uploaded: their bytes' size and SHA-256. */
  media: Array<{ urn: string; kind: "image" | "document"; size: number | null; sha256: string | null }>;
  comments: Array<{ postUrn: string; parsed: { text: string } }>;
}

/** Connects the simulated LinkedIn member from the Apps page (the simulator's sign-in screen, one click). */
export async function connectLinkedIn(page: Page, state: E2EState, label = "Connect LinkedIn") {
  await page.goto("/apps");
  await waitForShell(page);
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("button", { name: `Sign in as ${state.linkedInAccount.name}` }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByTestId("linkedin-expiry")).toBeVisible();
}

/** The member every e2e user connects by default through "Connect LinkedIn" (global setup's account). */
export const defaultMember = (state: E2EState) => `urn:li:person:${state.linkedInAccount.sub}`;

/**
 * The e2e server's LinkedIn simulator, its faults set for one member only (specs run side by side: a fault set for
 * a member another spec publishes as would fail that spec's posts).
 */
export const linkedInSimulator = (request: APIRequestContext, state: E2EState, member: string) => ({
  async records(): Promise<SimRecords> {
    const res = await request.get(`${state.linkedinApi.origin}/test/records`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as SimRecords;
  },
  async withText(text: string) {
    return (await this.records()).posts.filter((p) => p.parsed.text === text);
  },
  async fault(endpoint: "posts" | "comments", fault: string) {
    const res = await request.post(`${state.linkedinApi.origin}/test/faults`, { data: { endpoint, fault, member } });
    expect(res.status()).toBe(204);
  },
  async clearFaults() {
    const res = await request.delete(`${state.linkedinApi.origin}/test/faults?member=${encodeURIComponent(member)}`);
    expect(res.ok()).toBe(true);
  },
});
