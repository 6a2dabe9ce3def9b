// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTimeZone } from "@/entities/scheduling/use-time-zone";
import { ME_QUERY_KEY, useDetectTimeZone } from "@/entities/profile/me";
import { setupTestI18n } from "./test-i18n";

vi.mock("@/lib/session/use-session", () => ({
  useSession: () => ({ user: { id: "u1", email: "a@b.c" }, loading: false }),
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function withMe(timeZone: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, { id: "u1", timeZone } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe("useTimeZone", () => {
  it("is the profile's zone, else the browser's", () => {
    expect(renderHook(() => useTimeZone(), withMe("Asia/Tokyo")).result.current).toBe("Asia/Tokyo");
    expect(renderHook(() => useTimeZone(), withMe(null)).result.current).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});

describe("useDetectTimeZone", () => {
  it("saves the browser's zone once when the profile has none, and never when it has one", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ profile: {} }));
    vi.stubGlobal("fetch", fetch);
    const { rerender } = renderHook(() => useDetectTimeZone(), withMe(null));
    // the PATCH, then /api/me read again
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    rerender();
    const patches = fetch.mock.calls.filter(([, init]) => init?.method === "PATCH");
    expect(patches).toHaveLength(1);
    expect(patches[0]![0]).toBe("/api/profile");
    expect(JSON.parse(String(patches[0]![1]!.body))).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    fetch.mockClear();
    renderHook(() => useDetectTimeZone(), withMe("Europe/Paris"));
    // the control: a hook rendered after it, on a profile without a zone, is seen sending its PATCH; a PATCH of the
    // first would have been sent before it
    renderHook(() => useDetectTimeZone(), withMe(null));
    const patchesNow = () => fetch.mock.calls.filter(([, init]) => init?.method === "PATCH");
    await waitFor(() => expect(patchesNow().length).toBeGreaterThan(0));
    expect(patchesNow()).toHaveLength(1);
  });
});
