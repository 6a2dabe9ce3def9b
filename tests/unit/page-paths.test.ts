import { describe, expect, it } from "vitest";
import { findPageLoader } from "../../src/server/http/page-data";
import { routeFilesOf } from "../../src/server/http/spa-page";
import type { PageLoader } from "../../src/server/modules/module";

// Pages whose address names a parameter (/editor/{postId}): the server finds their loader (page-data.ts) and their
// route's files to preload (spa-page.ts) from the address itself.
const loader =
  (name: string): PageLoader =>
  () =>
    Promise.resolve({ name });
const loaders = new Map<string, PageLoader>([
  ["/editor", loader("new")],
  ["/editor/{postId}", loader("post")],
  ["/library", loader("library")],
]);

describe("a page's loader by its address", () => {
  it("is the exact path's, else the one whose parameter takes the segment (decoded)", () => {
    expect(findPageLoader(loaders, "/editor")?.loader).toBe(loaders.get("/editor"));
    const post = findPageLoader(loaders, "/editor/a%20b");
    expect(post?.loader).toBe(loaders.get("/editor/{postId}"));
    expect(post?.params).toEqual({ postId: "a b" });
    expect(findPageLoader(loaders, "/library")?.params).toEqual({});
  });

  it("is none for another number of segments, another fixed segment, an empty or undecodable parameter", () => {
    for (const path of ["/editor/p1/more", "/editors/p1", "/editor/", "/editor/%E0%A4%A", "/notes"]) {
      expect(findPageLoader(loaders, path), path).toBeUndefined();
    }
  });
});

describe("a route's files by the address", () => {
  const assets = new Map([
    ["", ["assets/app.js"]],
    ["/editor", ["assets/editor.js"]],
    ["/editor/$postId", ["assets/editor.js", "assets/post.js"]],
  ]);

  it("are the exact path's, else the route's whose parameter takes the segment", () => {
    expect(routeFilesOf(assets, "/editor")).toEqual(["assets/editor.js"]);
    expect(routeFilesOf(assets, "/editor/3f1c2b4a")).toEqual(["assets/editor.js", "assets/post.js"]);
    expect(routeFilesOf(assets, "/editor/3f1c2b4a/more")).toBeUndefined();
    expect(routeFilesOf(assets, "/other/3f1c2b4a")).toBeUndefined();
  });
});
