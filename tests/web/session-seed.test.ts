import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { SESSION_QUERY_KEY, seedSession } from "@/lib/session";

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.head.innerHTML = head;
  return doc;
}

describe("the session hints of the served page", () => {
  it("marks the session as signed out, so the auth guards do not wait for the server", () => {
    const client = new QueryClient();
    seedSession(client, page('<meta name="pp-session" content="none">'));
    const state = client.getQueryState(SESSION_QUERY_KEY);
    expect(state?.status).toBe("success");
    expect(state?.data).toBeNull();
  });

  it("leaves the session unknown without the hint (a session cookie was sent: ask the server)", () => {
    const client = new QueryClient();
    seedSession(client, page(""));
    expect(client.getQueryState(SESSION_QUERY_KEY)).toBeUndefined();
  });

  it("takes the signed-in user the server inlined, so the guards and data calls need no get-session first", () => {
    const client = new QueryClient();
    const user = { id: "u1", email: "ada@example.com", firstName: "</script>" };
    const json = JSON.stringify(user).replace(/</g, "\\u003c");
    seedSession(client, page(`<script type="application/json" id="pp-session">${json}</script>`));
    const state = client.getQueryState(SESSION_QUERY_KEY);
    expect(state?.status).toBe("success");
    expect(state?.data).toEqual(user);
  });

  it("ignores an inlined user it cannot read (the server is asked instead)", () => {
    const client = new QueryClient();
    seedSession(client, page('<script type="application/json" id="pp-session">{"id":</script>'));
    seedSession(client, page('<script type="application/json" id="pp-session">"ada"</script>'));
    expect(client.getQueryState(SESSION_QUERY_KEY)).toBeUndefined();
  });
});
