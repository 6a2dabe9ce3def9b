import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGE_KEYS } from "../../src/contracts/error-messages";
import { LANGUAGES } from "../../src/contracts/language";
import { CORE_NAMESPACE, NAMESPACES } from "../../src/web/lib/i18n/namespaces";
import {
  flatten,
  keysUsedBy,
  LOCALES_DIR,
  reachable,
  ROUTES_DIR,
  sourceFiles,
  WEB_ROOT,
  type Tree,
} from "../support/translation-usage";

// A page loads only its strings (issue 29 §5): the core file before the first render, a feature's file with the
// route that shows it. Read from the source: a key shown by the shell must be in core.json, a key shown by a page in
// a file its route loads, and a route loads no file it does not show.

const read = (lng: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), "utf8")) as Tree);
const files = Object.fromEntries(NAMESPACES.map((ns) => [ns, Object.keys(read("en", ns))]));
const fileOf = new Map(Object.entries(files).flatMap(([ns, keys]) => keys.map((k) => [k, ns] as const)));
const allKeys = [...fileOf.keys()];

const LAYOUTS = ["__root.tsx", "_authenticated/route.tsx"].map((f) => path.join(ROUTES_DIR, f));
const isPageRoute = (file: string) => file.startsWith(ROUTES_DIR + path.sep) && !LAYOUTS.includes(file);
const MAIN = path.join(WEB_ROOT, "main.tsx");
/** What every page runs: both entries and the layouts, up to the route files (the signed-out entry hands over to main). */
const shell = reachable(
  [MAIN, path.join(WEB_ROOT, "signed-out-main.tsx"), ...LAYOUTS],
  (f) => isPageRoute(f) || f.endsWith("routeTree.gen.ts"),
);

/** The namespaces a route file's loader names (`translations("editor", ...)`), with those of its parent routes. */
function loadedBy(routeFile: string): Set<string> {
  const names = new Set<string>();
  const chain = [routeFile];
  for (let dir = path.dirname(routeFile); dir.startsWith(ROUTES_DIR + path.sep); dir = path.dirname(dir))
    chain.push(path.join(dir, "route.tsx"));
  for (const file of chain.filter((f) => fs.existsSync(f)))
    for (const m of fs.readFileSync(file, "utf8").matchAll(/\btranslations\(([^)]*)\)/g))
      for (const n of m[1]!.matchAll(/"(\w+)"/g)) names.add(n[1]!);
  return names;
}

describe("the files of strings (namespaces)", () => {
  it("each language has exactly the namespaces' files, with the same keys in each, none in two files", () => {
    for (const lng of LANGUAGES) {
      const onDisk = fs.readdirSync(path.join(LOCALES_DIR, lng)).sort();
      expect(onDisk, lng).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
      for (const ns of NAMESPACES) expect(Object.keys(read(lng, ns)).sort(), `${lng}/${ns}`).toEqual(files[ns]!.sort());
    }
    const seen = NAMESPACES.flatMap((ns) => files[ns]!);
    expect(seen.length, "a key in two files").toBe(new Set(seen).size);
  });

  it("what the shell and the sign-in screens show is in the core file", () => {
    expect(shell.size).toBeGreaterThan(50); // the graph was read (not vacuous)
    const elsewhere = [...keysUsedBy(shell, allKeys)].filter((k) => fileOf.get(k) !== CORE_NAMESPACE);
    expect(elsewhere.map((k) => `${k} (in ${fileOf.get(k)}.json)`)).toEqual([]);
  });

  it("every error and validation message is in the core file (any page may show one; their keys are built)", () => {
    const keys = Object.values(ERROR_MESSAGE_KEYS) as string[];
    expect(keys.length).toBeGreaterThan(100);
    const elsewhere = keys.filter(
      (k) => fileOf.get(k) !== CORE_NAMESPACE && fileOf.get(`${k}_other`) !== CORE_NAMESPACE,
    );
    expect(elsewhere.map((k) => `${k} (in ${fileOf.get(k)}.json)`)).toEqual([]);
  });

  it("every page loads the files of the keys it shows, and no other", () => {
    const problems: string[] = [];
    const routes = sourceFiles(ROUTES_DIR).filter(isPageRoute);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const shown = keysUsedBy(
        reachable([route], (f) => shell.has(f)),
        allKeys,
      );
      const needed = new Set([...shown].map((k) => fileOf.get(k)!).filter((ns) => ns !== CORE_NAMESPACE));
      const loaded = loadedBy(route);
      const name = path.relative(ROUTES_DIR, route);
      for (const ns of needed) if (!loaded.has(ns)) problems.push(`${name} shows ${ns}.json's strings: load it`);
      // a parent's namespaces serve its children: only the route's own list must be used by it or a child
      const own = [...fs.readFileSync(route, "utf8").matchAll(/\btranslations\(([^)]*)\)/g)].flatMap((m) =>
        [...m[1]!.matchAll(/"(\w+)"/g)].map((n) => n[1]!),
      );
      const children = routes.filter((r) => path.basename(route) === "route.tsx" && r.startsWith(path.dirname(route)));
      const usedBelow = new Set(
        [
          ...keysUsedBy(
            reachable([route, ...children], (f) => shell.has(f)),
            allKeys,
          ),
        ].map((k) => fileOf.get(k)),
      );
      for (const ns of own) {
        if (!(NAMESPACES as readonly string[]).includes(ns)) problems.push(`${name} loads ${ns}: no such file`);
        else if (!usedBelow.has(ns)) problems.push(`${name} loads ${ns}.json but shows none of it`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the check fails on a page that shows a file it does not load (not vacuous)", () => {
    const editor = path.join(ROUTES_DIR, "_authenticated/editor/route.tsx");
    const shown = keysUsedBy(
      reachable([editor], (f) => shell.has(f)),
      allKeys,
    );
    expect([...shown].some((k) => fileOf.get(k) === "editor")).toBe(true);
    expect(loadedBy(path.join(ROUTES_DIR, "_authenticated/plans/index.tsx")).has("editor")).toBe(false);
  });
});
