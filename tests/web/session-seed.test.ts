// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPageSession } from "@/lib/session/session-cache";

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.head.innerHTML = head;
  return doc;
}

describe("the session hints of the served page", () => {
  it("marks the session as signed out, so the auth guards do not wait for the server", () => {
    expect(readPageSession(page('<meta name="pp-session" content="none">'))).toBeNull();
  });

  it("leaves the session unknown without the hint (a session cookie was sent: ask the server)", () => {
    expect(readPageSession(page(""))).toBeUndefined();
  });

  it("takes the signed-in user the server inlined, so the guards and data calls need no get-session first", () => {
    const user = { id: "u1", email: "ada@example.com", firstName: "</script>" };
    const json = JSON.stringify(user).replace(/</g, "\\u003c");
    expect(readPageSession(page(`<script type="application/json" id="pp-session">${json}</script>`))).toEqual(user);
  });

  it("ignores an inlined user it cannot read (the server is asked instead)", () => {
    expect(readPageSession(page('<script type="application/json" id="pp-session">{"id":</script>'))).toBeUndefined();
    expect(readPageSession(page('<script type="application/json" id="pp-session">"ada"</script>'))).toBeUndefined();
  });
});

describe("the session before and after the QueryClient (auth screens never load react-query)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshSession() {
    vi.resetModules();
    // the page's word (session-cache) and the reads through the client (session), from the same fresh modules
    const session = { ...(await import("@/lib/session/session-cache")), ...(await import("@/lib/session/session")) };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ user: { id: "u9", email: "x@y.z" } }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    return { session, fetchMock };
  }

  it("answers the auth guard from the page's word while no client exists: no request, no react-query", async () => {
    vi.doMock("@/lib/api/query-client", () => {
      throw new Error("react-query loaded");
    });
    const { session, fetchMock } = await freshSession();
    session.seedSession(null);
    expect(await session.currentSessionUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    session.seedSession({ id: "u1", email: "a@b.c" } as never);
    expect(await session.currentSessionUser()).toEqual({ id: "u1", email: "a@b.c" });
    // the same module does load it when it must (here: mocked to fail), so the test above could fail
    session.seedSession(undefined);
    await expect(session.currentSessionUser()).rejects.toThrow();
    vi.doUnmock("@/lib/api/query-client");
  });

  it("asks the server when the page said nothing", async () => {
    const { session, fetchMock } = await freshSession();
    session.seedSession(undefined);
    expect(await session.currentSessionUser()).toEqual({ id: "u9", email: "x@y.z" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("seeds the client it makes with the page's word, which the client then holds (a sign-in refreshes it)", async () => {
    const { session, fetchMock } = await freshSession();
    session.seedSession(null);
    const client = await session.loadQueryClient();
    expect(client.getQueryData(session.SESSION_QUERY_KEY)).toBeNull();
    expect(await session.currentSessionUser()).toBeNull(); // from the client's cache
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await session.refreshSession()).toEqual({ id: "u9", email: "x@y.z" });
    expect(await session.currentSessionUser()).toEqual({ id: "u9", email: "x@y.z" });
    expect(await session.loadQueryClient()).toBe(client); // one client
    await session.setSessionUser({ id: "u2", email: "b@c.d" } as never);
    expect(await session.currentSessionUser()).toEqual({ id: "u2", email: "b@c.d" });
  });
});
