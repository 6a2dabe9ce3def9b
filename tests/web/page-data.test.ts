// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api/api-client";
import {
  PAGE_DATA_MAX_AGE_MS,
  answeredFromPage,
  holdsPageData,
  resetPageData,
  takePageData,
} from "@/lib/api/page-data";
import { STRATEGY_PATHS } from "@contracts/strategy/paths";

function servePage(data: unknown) {
  document.getElementById("pp-data")?.remove();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "pp-data";
  script.textContent = typeof data === "string" ? data : JSON.stringify(data).replace(/</g, "\\u003c");
  document.head.appendChild(script);
  resetPageData();
}

describe("the page's inlined first data (pp-data)", () => {
  // the page has just loaded: performance.now() counts from the test process's start, which on a loaded machine is
  // past PAGE_DATA_MAX_AGE_MS by the time this file runs
  beforeEach(() => {
    vi.spyOn(performance, "now").mockReturnValue(1_000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.getElementById("pp-data")?.remove();
    resetPageData();
  });

  it("answers each URL once, then leaves it to the network", () => {
    servePage({ "/api/strategies": { strategies: [{ name: "</script>" }] } });
    expect(takePageData("/api/strategies")).toEqual({ body: { strategies: [{ name: "</script>" }] } });
    expect(takePageData("/api/strategies")).toBeUndefined();
    expect(takePageData("/api/other")).toBeUndefined();
  });

  it("lists what it answered (the network never saw those reads: the service worker is asked to keep them)", () => {
    servePage({ "/api/me": { id: "u" }, "/api/posts/p1": { post: {} }, "/api/strategies": { strategies: [] } });
    takePageData("/api/posts/p1");
    takePageData("/api/me");
    takePageData("/api/other");
    expect(answeredFromPage()).toEqual(["/api/posts/p1", "/api/me"]);
    resetPageData();
    expect(answeredFromPage()).toEqual([]);
  });

  it("is used only while the page has just loaded, never as a stale copy later", () => {
    servePage({ "/api/strategies": { strategies: [] } });
    vi.spyOn(performance, "now").mockReturnValue(PAGE_DATA_MAX_AGE_MS + 1);
    expect(takePageData("/api/strategies")).toBeUndefined();
  });

  it("says whether it still holds answers (a route then waits for them: its first render is the full page)", () => {
    expect(holdsPageData()).toBe(false);
    servePage({ "/api/strategies": { strategies: [] } });
    expect(holdsPageData()).toBe(true);
    takePageData("/api/strategies");
    expect(holdsPageData()).toBe(false);
    servePage({ "/api/strategies": { strategies: [] } });
    vi.spyOn(performance, "now").mockReturnValue(PAGE_DATA_MAX_AGE_MS + 1);
    expect(holdsPageData()).toBe(false);
  });

  it("ignores a page without it or with unreadable JSON", () => {
    expect(takePageData("/api/strategies")).toBeUndefined();
    servePage("{not json");
    expect(takePageData("/api/strategies")).toBeUndefined();
  });

  it("spares api() the request for a GET it holds, with the query the SPA builds; a write drops the rest", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ from: "network" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const inlined = { questions: [{ id: "q" }] };
    servePage({ "/api/strategy-questions?lang=fr": inlined, "/api/strategy-responses": { answers: {} } });
    expect(await api(STRATEGY_PATHS.listQuestions, { query: { lang: "fr" } })).toEqual(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
    await api(STRATEGY_PATHS.saveResponses, { body: { answers: {} } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // after a write, what the page held may be stale: asked again
    expect(await api(STRATEGY_PATHS.getResponses)).toEqual({ from: "network" });
    expect(await api(STRATEGY_PATHS.listQuestions, { query: { lang: "fr" } })).toEqual({ from: "network" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
