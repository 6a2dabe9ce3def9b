// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPageData, seedPageData } from "@/lib/api/page-data";
import { prefetchGeneratePost } from "@/features/generate-post/prefetch";
import { generationPages, type GeneratePostPageDeps } from "../../src/server/modules/generation/pages";
import type { PageLoadInput } from "../../src/server/modules/module";

/** Services that answer each read with a body naming it, and record what they were asked. */
function fakeServices() {
  const calls: Record<string, unknown[]> = {};
  const answer =
    (name: string) =>
    (...args: unknown[]) => {
      calls[name] = args;
      return Promise.resolve({ from: name });
    };
  const deps = {
    generation: () => ({ list: answer("generations"), settings: () => ({ llmAvailable: true }) }),
    strategy: () => ({ listStrategies: () => Promise.resolve([]) }),
    planning: () => ({ mix: answer("mix") }),
    prompts: () => ({ list: () => Promise.resolve({ items: [] }) }),
    scheduling: () => ({ list: answer("slots") }),
    posts: () => ({ list: () => Promise.resolve({ items: [], total: 3, limit: 1, offset: 0 }) }),
    linkedin: () => ({ get: answer("connection") }),
  } as unknown as GeneratePostPageDeps;
  return { deps, calls };
}

const input = { actor: { userId: "u1" }, lng: "en", search: new URLSearchParams(), scope: {} } as PageLoadInput;

describe("/generate-post's page data (server/modules/generation/pages.ts)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetPageData();
  });

  it("answers every read the page's first view makes, at the URL the web asks it, without the network", async () => {
    const { deps } = fakeServices();
    const data = await generationPages(deps)["/generate-post"]!(input);
    const network = vi.fn(() => Promise.reject(new Error("the network was asked")));
    vi.stubGlobal("fetch", network);
    seedPageData(data);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchGeneratePost(client);
    expect(network).not.toHaveBeenCalled();
    const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status !== "success" });
    expect(failed.map((q) => q.queryKey)).toEqual([]);
    // and nothing the page does not ask (each entry is taken once: none is left over)
    expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
  });

  it("reads the history and the posts with the query the route would (the endpoint's schema applied)", async () => {
    const { deps, calls } = fakeServices();
    await generationPages(deps)["/generate-post"]!(input);
    expect(calls.generations).toEqual([{ userId: "u1" }, { limit: 20, offset: 0 }]);
  });
});
