import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  hasSessionCookie,
  routeAssets,
  routePathOf,
  sessionScript,
  signedOutAssets,
  spaPage,
} from "../../src/server/http/spa-page";

describe("route preloads from the Vite manifest", () => {
  it("derives a route's URL path from its file the way TanStack Router does", () => {
    expect(routePathOf("(auth)/sign-in.tsx")).toBe("/sign-in");
    expect(routePathOf("_authenticated/strategy/index.tsx")).toBe("/strategy");
    expect(routePathOf("_authenticated/index.tsx")).toBe("/");
    expect(routePathOf("_authenticated/settings/account.tsx")).toBe("/settings/account");
    expect(routePathOf("_authenticated/route.tsx")).toBeUndefined();
    expect(routePathOf("__root.tsx")).toBeUndefined();
  });

  it("adds the chunks of the layouts above a route, and leaves out what the entry already loads", () => {
    const split = (file: string) => `src/web/routes/${file}?tsr-split=component`;
    const assets = routeAssets({
      "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"] },
      "_vendor.js": { file: "assets/vendor.js" },
      "_shell.js": { file: "assets/shell.js", imports: ["_vendor.js"], css: ["assets/shell.css"] },
      "_kit.js": { file: "assets/kit.js" },
      [split("_authenticated/route.tsx")]: { file: "assets/route.js", imports: ["_shell.js"] },
      [split("_authenticated/settings/route.tsx")]: { file: "assets/settings-layout.js", imports: ["_kit.js"] },
      [split("_authenticated/settings/account.tsx")]: { file: "assets/account.js", imports: ["_kit.js", "index.html"] },
      [split("_authenticated/strategy/index.tsx")]: { file: "assets/strategy.js", imports: ["_kit.js"] },
      [split("(auth)/sign-in.tsx")]: { file: "assets/sign-in.js", imports: ["_kit.js"] },
    });
    expect(assets.get("/sign-in")?.sort()).toEqual(["assets/kit.js", "assets/sign-in.js"]);
    expect(assets.get("/strategy")?.sort()).toEqual([
      "assets/kit.js",
      "assets/route.js",
      "assets/shell.css",
      "assets/shell.js",
      "assets/strategy.js",
    ]);
    expect(assets.get("/settings/account")?.sort()).toEqual([
      "assets/account.js",
      "assets/kit.js",
      "assets/route.js",
      "assets/settings-layout.js",
      "assets/shell.css",
      "assets/shell.js",
    ]);
  });

  it("preloads the app the entry starts after the first paint on every page, and leaves it out of the routes", () => {
    const split = (file: string) => `src/web/routes/${file}?tsr-split=component`;
    const assets = routeAssets({
      "index.html": { file: "assets/boot.js", isEntry: true, dynamicImports: ["src/web/main.tsx"] },
      "src/web/main.tsx": { file: "assets/main.js", imports: ["_vendor.js", "index.html"] },
      "_vendor.js": { file: "assets/vendor.js" },
      [split("(auth)/sign-in.tsx")]: { file: "assets/sign-in.js", imports: ["_vendor.js"] },
    });
    expect(assets.get("")?.sort()).toEqual(["assets/main.js", "assets/vendor.js"]);
    expect(assets.get("/sign-in")).toEqual(["assets/sign-in.js"]);
  });

  it("preloads the signed-out app and a screen's page on the signed-out screens, and keeps that app out of the others", () => {
    const manifest = {
      "index.html": {
        file: "assets/boot.js",
        isEntry: true,
        imports: ["_runtime.js"],
        dynamicImports: ["src/web/main.tsx", "src/web/signed-out-main.tsx"],
      },
      "_runtime.js": { file: "assets/runtime.js" },
      "src/web/main.tsx": { file: "assets/main.js", imports: ["_vendor.js", "_router.js", "index.html"] },
      "src/web/signed-out-main.tsx": {
        file: "assets/signed-out-main.js",
        imports: ["_vendor.js", "_app.js", "index.html"],
        dynamicImports: [
          "src/web/features/auth/sign-in/sign-in-page.tsx",
          "_forgot-password-page-abc.js",
          "src/web/lib/offline/offline.ts",
          "src/web/main.tsx",
        ],
      },
      "_vendor.js": { file: "assets/vendor.js" },
      "_router.js": { file: "assets/router.js", imports: ["_vendor.js"] },
      "_app.js": { file: "assets/app.js", imports: ["_vendor.js"] },
      "_kit.js": { file: "assets/kit.js", css: ["assets/kit.css"] },
      "src/web/features/auth/sign-in/sign-in-page.tsx": {
        file: "assets/sign-in-page.js",
        name: "sign-in-page",
        imports: ["_kit.js", "_app.js"],
      },
      // a page rolldown put in a shared chunk: its manifest key is the chunk's, its name the module's
      "_forgot-password-page-abc.js": { file: "assets/forgot-password-page.js", name: "forgot-password-page" },
      "src/web/lib/offline/offline.ts": { file: "assets/offline.js", name: "offline" },
    };
    const signedOut = signedOutAssets(manifest);
    expect([...signedOut.keys()].sort()).toEqual(["/forgot-password", "/sign-in"]);
    expect(signedOut.get("/sign-in")?.sort()).toEqual([
      "assets/app.js",
      "assets/kit.css",
      "assets/kit.js",
      "assets/sign-in-page.js",
      "assets/signed-out-main.js",
      "assets/vendor.js",
    ]);
    expect(signedOut.get("/forgot-password")?.sort()).toEqual([
      "assets/app.js",
      "assets/forgot-password-page.js",
      "assets/signed-out-main.js",
      "assets/vendor.js",
    ]);
    expect(routeAssets(manifest).get("")?.sort()).toEqual(["assets/main.js", "assets/router.js", "assets/vendor.js"]);
    expect(signedOutAssets({ "index.html": { file: "assets/boot.js", isEntry: true } }).size).toBe(0);
  });

  it("gives a signed-out screen the signed-out app's files, and the app's to fetch later; a signed-in visitor the app's", () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-page-"));
    fs.mkdirSync(path.join(webDir, ".vite"));
    fs.writeFileSync(
      path.join(webDir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": {
          file: "assets/boot.js",
          isEntry: true,
          dynamicImports: ["src/web/main.tsx", "src/web/signed-out-main.tsx"],
        },
        "src/web/main.tsx": { file: "assets/main.js", imports: ["_vendor.js", "_router.js"] },
        "src/web/signed-out-main.tsx": {
          file: "assets/signed-out-main.js",
          imports: ["_vendor.js"],
          dynamicImports: ["src/web/features/auth/otp/otp-page.tsx", "src/web/main.tsx"],
        },
        "src/web/features/auth/otp/otp-page.tsx": { file: "assets/otp-page.js", name: "otp-page" },
        "_vendor.js": { file: "assets/vendor.js" },
        "_router.js": { file: "assets/router.js" },
      }),
    );
    const page = spaPage(webDir, '<html lang="en"><head></head><body><div id="root"></div></body></html>');
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const later = (html: string) => /id="pp-app">([^<]*)</.exec(html)?.[1];

    const signedOut = page("/otp/", null);
    expect(preloads(signedOut).sort()).toEqual([
      "/assets/otp-page.js",
      "/assets/signed-out-main.js",
      "/assets/vendor.js",
    ]);
    expect(JSON.parse(later(signedOut)!)).toEqual(["/assets/main.js", "/assets/router.js"]);
    const signedIn = page("/otp", { id: "u1" });
    expect(preloads(signedIn).sort()).toEqual(["/assets/main.js", "/assets/router.js", "/assets/vendor.js"]);
    expect(later(signedIn)).toBeUndefined();
    expect(later(page("/strategy", null))).toBeUndefined();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("recognises the session cookie by its exact name, with or without __Secure-", () => {
    expect(hasSessionCookie("pillarpost.session_token=a.b", "pillarpost")).toBe(true);
    expect(hasSessionCookie("x=1; __Secure-pillarpost.session_token=a.b", "pillarpost")).toBe(true);
    expect(hasSessionCookie("pillarpost.session_token=", "pillarpost")).toBe(false);
    expect(hasSessionCookie("pillarpost.session_data=a; other.session_token=b", "pillarpost")).toBe(false);
    expect(hasSessionCookie(undefined, "pillarpost")).toBe(false);
  });

  it("inlines the session user as inert JSON that no text in it can close", () => {
    const tag = sessionScript({ id: "u1", name: "</script><script>alert(1)</script>" });
    expect(tag.startsWith('<script type="application/json" id="pp-session">')).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("</script>"));
    expect(JSON.parse(json)).toEqual({ id: "u1", name: "</script><script>alert(1)</script>" });
  });
});
