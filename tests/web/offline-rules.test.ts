import { describe, expect, it } from "vitest";
import {
  offlineRule,
  pageKey,
  postReadKey,
  staleAssetCaches,
  urlsToKeep,
  withoutServerRender,
  ASSETS_CACHE_PREFIX,
} from "../../src/web/sw/offline-rules";

const ORIGIN = "https://pp.example";
const POST_ID = "0b6f7c1e-2a5d-4c1e-9f3a-7d2b8c4e5f60";
const rule = (method: string, path: string, mode?: string, origin = ORIGIN) =>
  offlineRule(method, new URL(path, origin), ORIGIN, mode);

describe("offlineRule: what the service worker answers", () => {
  it("pages: navigations to the app, never to the API, uploads or the dev mailbox", () => {
    expect(rule("GET", "/editor/" + POST_ID, "navigate")).toBe("page");
    expect(rule("GET", "/", "navigate")).toBe("page");
    expect(rule("GET", "/library?q=x", "navigate")).toBe("page");
    expect(rule("GET", "/api/me", "navigate")).toBeNull();
    expect(rule("GET", "/uploads/avatars/u/1.png", "navigate")).toBeNull();
    expect(rule("GET", "/dev/mailbox", "navigate")).toBeNull();
  });

  it("files: hashed assets and fonts from the cache, translations network first", () => {
    expect(rule("GET", "/assets/index-abc123.js")).toBe("asset");
    expect(rule("GET", "/fonts/inter.woff2")).toBe("asset");
    expect(rule("GET", "/locales/fr/core.json")).toBe("static");
    expect(rule("GET", "/favicon.svg")).toBe("static");
    expect(rule("GET", "/sw.js")).toBeNull();
  });

  it("API reads: only what opening a post needs, exactly, without a query string", () => {
    expect(rule("GET", "/api/me")).toBe("read");
    expect(rule("GET", "/api/profile")).toBe("read");
    expect(rule("GET", "/api/client-config")).toBe("read");
    expect(rule("GET", "/api/strategies")).toBe("read");
    expect(rule("GET", `/api/posts/${POST_ID}`)).toBe("read");
    expect(rule("GET", `/api/posts/${POST_ID.toUpperCase()}`)).toBe("read");
    expect(rule("GET", `/api/media/${POST_ID}/thumbnail`)).toBe("read");
    expect(rule("GET", `/api/media/${POST_ID}/file`)).toBe("read");
    // a carousel, for the Carousel Editor (its list is not kept)
    expect(rule("GET", `/api/carousels/${POST_ID}`)).toBe("read");
    for (const path of [
      "/api/carousels",
      "/api/carousels?trash=true",
      `/api/carousels/${POST_ID}/exports/${POST_ID}`,
      "/api/posts",
      "/api/posts?q=x",
      `/api/posts/${POST_ID}?x=1`,
      `/api/posts/${POST_ID}/restore`,
      "/api/search?q=x",
      "/api/notes",
      "/api/auth/get-session",
      "/api/auth/sign-in/email",
      "/api/posts/not-a-uuid",
      "/api/me/",
      "/api/media",
      `/api/media/${POST_ID}`,
      `/api/media/${POST_ID}/other`,
    ])
      expect(rule("GET", path), path).toBeNull();
  });

  it("writes: a post created or saved; nothing else, and never another method", () => {
    expect(rule("POST", "/api/posts")).toBe("write");
    expect(rule("PATCH", `/api/posts/${POST_ID}`)).toBe("write");
    expect(rule("DELETE", `/api/posts/${POST_ID}`)).toBeNull();
    expect(rule("PUT", `/api/posts/${POST_ID}`)).toBeNull();
    expect(rule("POST", "/api/posts/bulk")).toBeNull();
    expect(rule("POST", "/api/carousels")).toBe("write");
    expect(rule("PATCH", `/api/carousels/${POST_ID}`)).toBe("write");
    expect(rule("DELETE", `/api/carousels/${POST_ID}`)).toBeNull();
    expect(rule("POST", `/api/carousels/${POST_ID}/exports`)).toBeNull();
    expect(rule("POST", `/api/carousels/${POST_ID}/duplicate`)).toBeNull();
    expect(rule("POST", "/api/auth/sign-out")).toBeNull();
    expect(rule("PATCH", "/api/profile")).toBeNull();
  });

  it("other origins are never touched", () => {
    expect(rule("GET", "https://cdn.example/assets/x.js", undefined, "https://cdn.example")).toBeNull();
    expect(rule("GET", "https://evil.example/", "navigate", "https://evil.example")).toBeNull();
  });
});

describe("keys", () => {
  it("a post write's answer stands for that post's read", () => {
    expect(postReadKey(ORIGIN, { post: { id: POST_ID, body: "x" } })).toBe(`${ORIGIN}/api/posts/${POST_ID}`);
    expect(postReadKey(ORIGIN, { post: { id: "../me" } })).toBeNull();
    expect(postReadKey(ORIGIN, { carousel: { id: POST_ID, name: "x" } })).toBe(`${ORIGIN}/api/carousels/${POST_ID}`);
    expect(postReadKey(ORIGIN, { carousel: { id: "../me" } })).toBeNull();
    expect(postReadKey(ORIGIN, { error: { code: "X" } })).toBeNull();
    expect(postReadKey(ORIGIN, null)).toBeNull();
    expect(postReadKey(ORIGIN, "text")).toBeNull();
  });

  it("a page is kept once whatever its query string", () => {
    expect(pageKey(new URL(`${ORIGIN}/library?q=a#x`))).toBe(`${ORIGIN}/library`);
  });

  it("after a new build, the files of the two newest builds stay, older ones go, data never", () => {
    const names = [
      `${ASSETS_CACHE_PREFIX}000001700000000000`,
      `${ASSETS_CACHE_PREFIX}000001800000000000`,
      `${ASSETS_CACHE_PREFIX}000001900000000000`,
      "pp-data-v1",
      "someone-else",
    ];
    expect(staleAssetCaches(names, `${ASSETS_CACHE_PREFIX}000001900000000000`)).toEqual([
      `${ASSETS_CACHE_PREFIX}000001700000000000`,
    ]);
    expect(staleAssetCaches(names.slice(1), `${ASSETS_CACHE_PREFIX}000001900000000000`)).toEqual([]);
  });

  it("what a page loaded before the worker took control: its files and reads, nothing else", () => {
    const kept = urlsToKeep(
      [
        `${ORIGIN}/assets/a.js`,
        `${ORIGIN}/assets/a.js`,
        `${ORIGIN}/api/me`,
        `${ORIGIN}/api/auth/get-session`,
        `${ORIGIN}/api/posts?limit=20`,
        "https://cdn.example/x.js",
        "not a url ::",
        `${ORIGIN}/locales/en/core.json`,
      ],
      ORIGIN,
    );
    expect(kept).toEqual([`${ORIGIN}/assets/a.js`, `${ORIGIN}/api/me`, `${ORIGIN}/locales/en/core.json`]);
  });
});

describe("a kept page shown offline (withoutServerRender)", () => {
  const head =
    '<!doctype html><html lang="fr"><head><style>body{}</style><script type="application/json" id="pp-session">{"id":"u"}</script>';
  const tail =
    '<noscript>PillarPost needs JavaScript to run.</noscript><script type="module" src="/assets/boot.js"></script></body></html>';

  it("loses the server's render of that request: its markup and its first data, nothing else", () => {
    const rendered =
      head +
      '<script type="application/json" id="pp-data">{"/api/posts/1":{"post":{"body":"old text"}}}</script></head><body>' +
      '<div id="root" data-prerendered="fr"><div class="shell"><main><textarea>old text</textarea></main></div></div>' +
      tail;
    const kept = withoutServerRender(rendered);
    expect(kept).toBe(`${head}</head><body><div id="root"></div>${tail}`);
    expect(kept).not.toContain("old text");
  });

  it("leaves a page the server did not render as it is", () => {
    const plain = `${head}</head><body><div id="root"></div>${tail}`;
    expect(withoutServerRender(plain)).toBe(plain);
  });
});
