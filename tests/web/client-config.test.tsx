// @vitest-environment happy-dom
// own module graph: the store asks the server once per page load, and other files load it first
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig, setClientConfig, useClientConfig } from "@/lib/app/client-config";

const CONFIG = { chatWidget: null, linkedinEnabled: true };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetClientConfig();
});

describe("the client settings store (not react-query: the auth screens read it)", () => {
  it("asks the server once for every component, and re-renders them with the answer", async () => {
    const fetchMock = vi.fn(async () => json(CONFIG));
    vi.stubGlobal("fetch", fetchMock);
    const a = renderHook(() => useClientConfig());
    const b = renderHook(() => useClientConfig());
    expect(a.result.current.data).toBeUndefined();
    await waitFor(() => expect(a.result.current.data).toEqual(CONFIG));
    expect(b.result.current.data).toEqual(CONFIG);
    renderHook(() => useClientConfig());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/client-config", expect.anything());
  });

  it("asks nothing when the settings are known (the page's, the prerender's)", () => {
    const fetchMock = vi.fn(async () => json(CONFIG));
    vi.stubGlobal("fetch", fetchMock);
    setClientConfig(CONFIG);
    expect(renderHook(() => useClientConfig()).result.current.data).toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a failed read stays unknown (callers assume defaults), and the next component asks again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.fn(async () => json({ error: { code: "INTERNAL", message: "x" } }, 503));
    vi.stubGlobal("fetch", fetchMock);
    const first = renderHook(() => useClientConfig());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(first.result.current.data).toBeUndefined();
    fetchMock.mockImplementation(async () => json(CONFIG));
    const second = renderHook(() => useClientConfig());
    await waitFor(() => expect(second.result.current.data).toEqual(CONFIG));
    expect(first.result.current.data).toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
