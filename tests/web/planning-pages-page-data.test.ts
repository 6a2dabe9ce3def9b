// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROFILE_PATHS } from "@contracts/profile/paths";
import { resetPageData, seedPageData } from "@/lib/api/page-data";
import { prefetchScheduler } from "@/features/scheduler/calendar/prefetch";
import { prefetchContentManagement } from "@/features/content-management/prefetch";
import { calendarPages } from "../../src/server/modules/calendar/pages";
import {
  contentManagementPages,
  type ContentManagementPageDeps,
} from "../../src/server/modules/posts/content-management-page";
import type { PageLoadInput } from "../../src/server/modules/module";

// The loaders of /scheduler and /content-management against the web's own prefetch, the network cut: every read the
// route starts is answered from the page's data (same URLs), and the page holds nothing the route does not ask.
vi.mock("../../src/server/modules/account/me-answer", () => ({
  meAnswer: () => Promise.resolve({ timeZone: "Pacific/Auckland" }),
}));

const input = (search = "") =>
  ({
    actor: { userId: "u1" },
    lng: "en",
    search: new URLSearchParams(search),
    params: {},
    scope: {},
    cookie: "",
  }) as unknown as PageLoadInput;

afterEach(() => {
  vi.unstubAllGlobals();
  resetPageData();
});

/** Runs the route's prefetch on the page's data alone; the queries that did not get an answer. */
async function prefetchOffline(data: Record<string, unknown>, prefetch: (client: QueryClient) => Promise<unknown>) {
  const network = vi.fn(() => Promise.reject(new Error("the network was asked")));
  vi.stubGlobal("fetch", network);
  seedPageData(data);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetch(client);
  expect(network).not.toHaveBeenCalled();
  const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status !== "success" });
  expect(failed.map((q) => q.queryKey)).toEqual([]);
  return client;
}

describe("/scheduler's page data (server/modules/calendar/pages.ts)", () => {
  for (const search of ["", "?view=week&date=2027-03-28", "?view=month&date=2027-10-31", "?date=2027-02-01"]) {
    it(`answers the range the route reads, in the profile's zone (${search || "the default view"})`, async () => {
      const list = vi.fn(() => Promise.resolve([]));
      const data = await calendarPages({ calendar: () => ({ list }) } as never)["/scheduler"]!(input(search));
      // the shell's /api/me comes with every page: the route reads the zone from it
      data[PROFILE_PATHS.getMe.path] = { timeZone: "Pacific/Auckland" };
      const params = Object.fromEntries(new URLSearchParams(search));
      const client = await prefetchOffline(data, (c) => prefetchScheduler(c, params));
      expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
      expect(list).toHaveBeenCalledTimes(1);
    });
  }
});

describe("/content-management's page data (server/modules/posts/content-management-page.ts)", () => {
  const deps = {
    posts: () => ({ list: () => Promise.resolve({ items: [], total: 0, limit: 50, offset: 0 }) }),
    planning: () => ({ mix: () => Promise.resolve({ pillars: [], weeks: 4 }) }),
    strategy: () => ({ listStrategies: () => Promise.resolve([]) }),
  } as unknown as ContentManagementPageDeps;

  for (const view of ["table", "board"] as const) {
    it(`answers every read the ${view}'s first view starts, at the URL the web asks it, without the network`, async () => {
      const data = await contentManagementPages(deps)["/content-management"]!(
        input(view === "board" ? "?view=board" : ""),
      );
      const client = await prefetchOffline(data, (c) => prefetchContentManagement(c, view));
      expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
    });
  }
});
