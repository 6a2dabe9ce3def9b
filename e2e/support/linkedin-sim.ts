import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test";
import type { E2EState } from "./state";

/** What the LinkedIn simulator recorded (its /test/records). */
export interface SimRecords {
  posts: Array<{ urn: string; commentary: string; parsed: { text: string; truncated: boolean }; createdAt: string }>;
  comments: Array<{ postUrn: string; parsed: { text: string } }>;
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
