// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPageData, seedPageData } from "@/lib/api/page-data";
import { prefetchEditor } from "@/features/editor/prefetch";
import { AppError } from "../../src/server/lib/errors";
import { meShellData } from "../../src/server/modules/account/me-answer";
import { editorPages, type EditorPagesDeps } from "../../src/server/modules/posts/editor-pages";
import type { PageLoadInput } from "../../src/server/modules/module";

const POST_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

// the shell's /api/me, which every rendered page carries (account/me-answer.ts, read straight from the database): a
// stand-in here, at the URL the web asks
vi.mock("../../src/server/modules/account/me-answer", async () => {
  const { PROFILE_PATHS } = await import("@contracts/profile/paths");
  return { meShellData: () => Promise.resolve({ [PROFILE_PATHS.getMe.path]: { from: "me" } }) };
});

/** The page's data as the server reads it: the shell's answers and the editor's. */
async function pageData(path: "/editor" | "/editor/{postId}", deps: EditorPagesDeps, at: PageLoadInput) {
  return { ...(await meShellData(at)), ...(await editorPages(deps)[path]!(at)) };
}

/** Services that answer each read with a body naming it, and record what they were asked; `missing`: a 404. */
function fakeServices(missing = false) {
  const calls: Record<string, unknown[]> = {};
  const answer =
    (name: string) =>
    (...args: unknown[]) => {
      calls[name] = args;
      if (missing && (name === "post" || name === "publishing"))
        return Promise.reject(new AppError({ code: "NOT_FOUND" }));
      return Promise.resolve({ from: name });
    };
  const deps = {
    posts: () => ({ list: answer("drafts"), get: answer("post") }),
    publishing: () => ({ get: answer("publishing") }),
    strategy: () => ({ listStrategies: () => Promise.resolve([]) }),
    linkedin: () => ({ get: answer("connection") }),
  } as unknown as EditorPagesDeps;
  return { deps, calls };
}

const input = (params: Record<string, string> = {}) =>
  ({ actor: { userId: "u1" }, lng: "en", search: new URLSearchParams(), params, scope: {} }) as PageLoadInput;

/** The loader's answers seeded as the page's, the web's prefetch run against them: what it asked, what failed. */
async function prefetchFrom(data: Record<string, unknown>, postId?: string) {
  const network = vi.fn(() => Promise.reject(new Error("the network was asked")));
  vi.stubGlobal("fetch", network);
  seedPageData(data);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchEditor(client, postId);
  const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status !== "success" });
  return { network, client, failed: failed.map((q) => q.queryKey) };
}

describe("the Post Editor's page data (server/modules/posts/editor-pages.ts)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetPageData();
  });

  it("/editor: answers every read a new post's first view makes, at the URL the web asks it", async () => {
    const { deps, calls } = fakeServices();
    const data = await pageData("/editor", deps, input());
    const { network, client, failed } = await prefetchFrom(data);
    expect(network).not.toHaveBeenCalled();
    expect(failed).toEqual([]);
    // and nothing the page does not ask (each entry is taken once: none is left over)
    expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
    // the list of posts with the query the route would read (the endpoint's schema applied)
    expect(calls.drafts).toEqual([{ userId: "u1" }, { limit: 9, offset: 0 }]);
  });

  it("/editor/{postId}: the post and its publishing too, for the id of the address", async () => {
    const { deps, calls } = fakeServices();
    const data = await pageData("/editor/{postId}", deps, input({ postId: POST_ID }));
    const { network, client, failed } = await prefetchFrom(data, POST_ID);
    expect(network).not.toHaveBeenCalled();
    expect(failed).toEqual([]);
    expect(Object.keys(data)).toHaveLength(client.getQueryCache().getAll().length);
    expect(calls.post).toEqual([{ userId: "u1" }, POST_ID]);
    expect(calls.publishing).toEqual([{ userId: "u1" }, POST_ID]);
    expect(calls.drafts).toBeUndefined();
  });

  it("leaves out a post the API answers 404 for (another's): the web asks the API for it, not its route", async () => {
    const data = await pageData("/editor/{postId}", fakeServices(true).deps, input({ postId: POST_ID }));
    expect(Object.keys(data).some((url) => url.startsWith("/api/posts/"))).toBe(false);
    const { network, client, failed } = await prefetchFrom(data, POST_ID);
    // the route waits for nothing it would retry: the editor's own read of the post asks the API (its 404)
    expect(network).not.toHaveBeenCalled();
    expect(failed).toEqual([]);
    expect(client.getQueryCache().findAll({ queryKey: ["posts"] })).toEqual([]);
  });
});
