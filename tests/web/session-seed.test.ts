import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { SESSION_QUERY_KEY, seedSignedOutSession } from "@/lib/session";

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.head.innerHTML = head;
  return doc;
}

describe("the signed-out hint of the served page", () => {
  it("marks the session as signed out, so the auth guards do not wait for the server", () => {
    const client = new QueryClient();
    seedSignedOutSession(client, page('<meta name="pp-session" content="none">'));
    const state = client.getQueryState(SESSION_QUERY_KEY);
    expect(state?.status).toBe("success");
    expect(state?.data).toBeNull();
  });

  it("leaves the session unknown without the hint (a session cookie was sent: ask the server)", () => {
    const client = new QueryClient();
    seedSignedOutSession(client, page(""));
    expect(client.getQueryState(SESSION_QUERY_KEY)).toBeUndefined();
  });
});
