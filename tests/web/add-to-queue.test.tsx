// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAddToQueue } from "@/features/scheduler/add-to-queue";
import { useTimeZone } from "@/features/scheduler/use-time-zone";
import { ME_QUERY_KEY, useDetectTimeZone } from "@/lib/me";
import { resetToasts, useToasts } from "@/lib/use-toast";
import { setupTestI18n } from "./test-i18n";

vi.mock("@/lib/use-session", () => ({ useSession: () => ({ user: { id: "u1", email: "a@b.c" }, loading: false }) }));

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => resetToasts());
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
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("useAddToQueue", () => {
  it("queues the post and says when, in the user's zone", async () => {
    const fetch = vi.fn(async () =>
      json({
        post: { id: "p1", version: 2, status: "scheduled" },
        publishing: { scheduledAt: "2026-03-10T13:30:00.000Z" },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { wrapper } = withMe("America/New_York");
    const { result } = renderHook(() => ({ queue: useAddToQueue(), toasts: useToasts() }), { wrapper });
    await act(() => result.current.queue.mutateAsync({ id: "p1", version: 1 }));
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe("/api/posts/p1/queue");
    expect(JSON.parse(String(init.body))).toEqual({ version: 1 });
    await waitFor(() => expect(result.current.toasts[0]?.title).toBe("Added to the queue"));
    // 13:30 UTC is 9:30 in New York (daylight saving time since 8 March)
    expect(result.current.toasts[0]?.description).toBe(
      "Scheduled for Tuesday, March 10, 2026 at 9:30 AM (America/New_York)",
    );
  });

  it("says why when there is no slot", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: { code: "NO_POSTING_SLOTS", message: "Add posting slots in the Scheduler first" } }, 409),
      ),
    );
    const { result } = renderHook(() => ({ queue: useAddToQueue(), toasts: useToasts() }), withMe("Europe/Paris"));
    await act(() => result.current.queue.mutateAsync({ id: "p1", version: 1 }).catch(() => {}));
    await waitFor(() => expect(result.current.toasts[0]?.variant).toBe("destructive"));
    expect(`${result.current.toasts[0]?.title} ${result.current.toasts[0]?.description}`).toContain(
      "Add posting slots in the Scheduler first",
    );
  });
});
