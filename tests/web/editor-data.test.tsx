// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useActivePillarsState } from "@/features/editor/editor-data";
import { strategiesQuery } from "@/features/strategy/api";

afterEach(() => vi.unstubAllGlobals());

const pillar = (id: string, isActive: boolean) => ({ id, name: id, isActive });

describe("useActivePillarsState", () => {
  it("answers the same pillars array on every render while the strategies are the same", () => {
    // Generate Post's pillar default is an effect that depends on this array: a new array on each render ran it after
    // every commit, and its update rendered the page again: the landing page after sign-in re-rendered ~500 times a
    // second, for ever (a phone's main thread fully busy; Lighthouse's blocking time tripled)
    // the data is in the cache; the read the hook starts on mount never answers
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    const client = new QueryClient();
    client.setQueryData(strategiesQuery.queryKey, [
      { id: "s1", pillars: [pillar("p1", true), pillar("p2", false), pillar("p3", true)] },
    ] as never);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useActivePillarsState(), { wrapper });
    const first = result.current.pillars;
    expect(first.map((p) => p.id)).toEqual(["p1", "p3"]);
    rerender();
    rerender();
    expect(result.current.pillars).toBe(first);

    // new strategies: a new array
    client.setQueryData(strategiesQuery.queryKey, [{ id: "s1", pillars: [pillar("p1", true)] }] as never);
    rerender();
    expect(result.current.pillars).not.toBe(first);
    expect(result.current.pillars.map((p) => p.id)).toEqual(["p1"]);
  });
});
