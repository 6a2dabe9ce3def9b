// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPageData, seedPageData } from "@/lib/api/page-data";
import { prefetchCarousels } from "@/features/carousels/prefetch";
import { prefetchInspirations } from "@/features/inspirations/prefetch";
import { prefetchSavedPosts } from "@/features/saved-posts/prefetch";
import { carouselsPages } from "../../src/server/modules/carousels/pages";
import { inspirationsPages } from "../../src/server/modules/inspirations/pages";
import { savedPostsPages } from "../../src/server/modules/saved-posts/pages";
import type { PageLoadInput } from "../../src/server/modules/module";

// The loaders of /carousel-editor, /inspirations, /saved-posts and /saved-posts/new against the web's own prefetch,
// the network cut: every read the route starts is answered from the page's data (same URLs), and the page holds
// nothing the route does not ask.
const input = (search = "") =>
  ({
    actor: { userId: "u1" },
    lng: "en",
    search: new URLSearchParams(search),
    params: {},
    scope: {},
    cookie: "",
  }) as unknown as PageLoadInput;

const strategy = () => ({ listStrategies: () => Promise.resolve([]) });
const emptyPage = { items: [], total: 0, limit: 100, offset: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  resetPageData();
});

/** Runs the route's prefetch on the page's data alone; the client, every query answered. */
async function prefetchOffline(data: Record<string, unknown>, prefetch: (client: QueryClient) => Promise<unknown>) {
  const network = vi.fn(() => Promise.reject(new Error("the network was asked")));
  vi.stubGlobal("fetch", network);
  seedPageData(data);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetch(client);
  expect(network).not.toHaveBeenCalled();
  const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status !== "success" });
  expect(failed.map((q) => q.queryKey)).toEqual([]);
  expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
  return client;
}

describe("the tools' page data against the routes' prefetch", () => {
  it("/carousel-editor: the live carousels, unsearched, and the strategies", async () => {
    const list = vi.fn(() => Promise.resolve(emptyPage));
    const data = await carouselsPages({ carousels: () => ({ list }), strategy } as never)["/carousel-editor"]!(input());
    await prefetchOffline(data, prefetchCarousels);
    expect(list).toHaveBeenCalledWith({ userId: "u1" }, { limit: 100, offset: 0 });
  });

  it("/inspirations: the favourites and the strategies", async () => {
    const list = vi.fn(() => Promise.resolve({ favourites: ["hook-costly-mistake"] }));
    const data = await inspirationsPages({ inspirations: () => ({ list }), strategy } as never)["/inspirations"]!(
      input(),
    );
    const client = await prefetchOffline(data, prefetchInspirations);
    expect(client.getQueryData(["inspirations", "favourites"])).toEqual(["hook-costly-mistake"]);
  });

  for (const [path, search, q] of [
    ["/saved-posts", "", ""],
    ["/saved-posts", "?q=%20tapir%20", "tapir"],
    ["/saved-posts/new", "?url=https%3A%2F%2Fexample.com&text=tapir", ""],
  ] as const) {
    it(`${path}${search}: the saved posts ${q ? "of its search" : "unsearched"} and the strategies`, async () => {
      const list = vi.fn(() => Promise.resolve({ ...emptyPage, facets: { tags: [], formats: [] } }));
      const data = await savedPostsPages({ savedPosts: () => ({ list }), strategy } as never)[path]!(input(search));
      // the route's search as the router hands it (validateSavedPostsSearch: the search, cut, not trimmed)
      const routeQ = path === "/saved-posts" ? (new URLSearchParams(search).get("q") ?? "") : "";
      await prefetchOffline(data, (client) => prefetchSavedPosts(client, routeQ));
      expect(list).toHaveBeenCalledWith({ userId: "u1" }, { limit: 100, offset: 0, ...(q ? { q } : {}) });
    });
  }
});
