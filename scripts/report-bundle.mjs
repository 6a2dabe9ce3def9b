#!/usr/bin/env node
// Reports the JavaScript the built SPA ships (run after `vite build`).
//
// - a table of every JS chunk in dist/web/assets with its raw and gzip size;
// - for each route, the JavaScript a first visit downloads: the entry and the modulepreloads of
//   dist/web/index.html, the app the entry imports (src/web/boot.ts -> main.tsx), plus the route's code-split chunk
//   and everything it imports statically (over a prerendered or server-rendered screen it downloads after the first
//   paint, but it is still downloaded, so it counts); on a signed-out screen (src/web/signed-out/paths.ts) the entry
//   starts the signed-out app instead (signed-out-main.tsx) with the screen's page module, `<name>-page.tsx`;
// - fails (exit 1) when a page's first load is over its budget in gzip kB or in files (a request each): /sign-in and
//   every sidebar tool, one table in scripts/bundle-budgets.mjs (issues 8 §3 and 30); /sign-in's history: 148 kB
//   until i18next and react-i18next gave way to the app's own translator (src/web/lib/i18n/translate.ts), 131.3 until
//   react-query left the auth screens (lib/session/session.ts), 122.0 since Generate Post's endpoint paths joined the
//   `app` chunk, 95.0 since the signed-out screens start their own small app without TanStack Router
//   (src/web/signed-out-main.tsx: 92.9 kB); it also says how far /sign-in is from issue 8's target (110 kB gzip);
// - fails when the Post Editor's or Generate Post's own JavaScript beyond the shell is over 60 kB gzip (issues 10, 12).
//
// The route chunks are found in the Vite manifest (else by name: TanStack Router's autoCodeSplitting names them
// after the route file, `sign-in-<hash>.js`) and the import graph is read
// from the chunks' own `import … from "./x.js"` statements. Dynamic `import()` calls are not followed:
// those load later, when the user navigates. REPORT_FILES=/strategy lists the files of that page's first load.

import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { FIRST_LOAD_BUDGETS, checkBudget } from "./bundle-budgets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, "dist", "web");
const assetsDir = path.join(distDir, "assets");
const routesDir = path.join(root, "src", "web", "routes");
const BUDGET_ROUTE = "sign-in";
const TARGET_BYTES = 110_000;

if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(`report-bundle: ${path.relative(root, distDir)}/index.html not found; run \`vite build\` first.`);
  process.exit(1);
}

// ---------- sizes ----------
const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(path.join(distDir, file));
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length };
    sizeCache.set(file, s);
  }
  return s;
}

// ---------- import graph ----------
const STATIC_IMPORT =
  /(?:^|[;\n}\s])(?:import|export)\s*(?:(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+))?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImports(file) {
  const code = readFileSync(path.join(distDir, file), "utf8");
  const dir = path.posix.dirname(file);
  const out = new Set();
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const spec = m[1];
    if (/^[a-z]+:/i.test(spec)) continue;
    const resolved = spec.startsWith("/") ? spec.slice(1) : path.posix.normalize(path.posix.join(dir, spec));
    if (existsSync(path.join(distDir, resolved))) out.add(resolved);
  }
  return out;
}

function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const dep of staticImports(f)) stack.push(dep);
  }
  return seen;
}

// ---------- entry: index.html ----------
const html = readFileSync(path.join(distDir, "index.html"), "utf8");
const entryFiles = new Set();
for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+\.js)["'][^>]*>/g)) entryFiles.add(m[1]);
for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)) {
  const href = /\bhref=["']([^"']+\.js)["']/.exec(m[0]);
  if (href) entryFiles.add(href[1]);
}
const toRel = (url) => url.replace(/^\//, "").replace(/^\.\//, "");
// The entry (src/web/boot.ts) starts the app with a dynamic import right after the first paint, and the server
// preloads the app's chunks with it (src/server/http/spa-page.ts): they are part of every first load. On a
// signed-out screen it starts the signed-out app instead, with the screen's page.
const manifestPath = path.join(distDir, ".vite", "manifest.json");
const bootManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};
const SIGNED_OUT_APP = "src/web/signed-out-main.tsx";
const htmlFiles = [...entryFiles].map(toRel);
const entry = closure([
  ...htmlFiles,
  ...(bootManifest["src/web/main.tsx"] ? [bootManifest["src/web/main.tsx"].file] : []),
]);
const signedOutApp = bootManifest[SIGNED_OUT_APP];
const signedOutEntry = closure([...htmlFiles, ...(signedOutApp ? [signedOutApp.file] : [])]);
// The chunk of "sign-in-page.tsx" (named "sign-in-page") -> "/sign-in"
const signedOutPages = new Map(
  (signedOutApp?.dynamicImports ?? [])
    .map((key) => [/^([\w-]+)-page$/.exec(bootManifest[key]?.name ?? "")?.[1], bootManifest[key]?.file])
    .filter(([name, file]) => name && file)
    .map(([name, file]) => [`/${name}`, file]),
);

// ---------- chunks ----------
const jsFiles = readdirSync(assetsDir)
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`);

// Route names from the route files: "(auth)/sign-in.tsx" -> "sign-in", "generate-post/index.tsx" -> "generate-post".
function routeNames(dir, prefix = "") {
  const names = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      names.push(...routeNames(full, `${prefix}${name}/`));
      continue;
    }
    if (!/\.tsx?$/.test(name) || name.startsWith("__") || name.endsWith(".gen.ts")) continue;
    const base = name.replace(/\.tsx?$/, "");
    const segments = `${prefix}${base}`.split("/").filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith("_"));
    const last = base === "index" || base === "route" ? (segments.at(-2) ?? segments.at(-1)) : segments.at(-1);
    if (!last || last === "index" || last === "route") continue;
    names.push({ name: last, path: "/" + segments.filter((s) => s !== "index" && s !== "route").join("/") });
  }
  return names;
}
const routes = existsSync(routesDir) ? routeNames(routesDir) : [];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// The Vite manifest names each route file's code-split chunk (a shared chunk can carry a route's name too).
const manifestFile = path.join(distDir, ".vite", "manifest.json");
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
const fromManifest = (name) => {
  const ends = [`/${name}.tsx`, `/${name}/index.tsx`, `/${name}/route.tsx`].map((e) => `${e}?tsr-split=component`);
  for (const end of ends) {
    const key = Object.keys(manifest).find((k) => k.startsWith("src/web/routes/") && k.endsWith(end));
    if (key) return manifest[key].file;
  }
  return undefined;
};
// Rolldown/Rollup hashes are 8 url-safe characters, which keeps "sign-in-<hash>" apart from "sign-in-2-<hash>".
const routeChunk = (name) =>
  fromManifest(name) ?? jsFiles.find((f) => new RegExp(`^assets/${escape(name)}-[A-Za-z0-9_-]{8}\\.js$`).test(f));

// ---------- report ----------
const kb = (n) => (n / 1000).toFixed(2).padStart(9);
/** What a first visit of a route downloads: the signed-out app and the page on its screens, else the app and the route. */
const firstLoad = (routePath, chunk) =>
  signedOutPages.has(routePath)
    ? closure([...signedOutEntry, signedOutPages.get(routePath)])
    : closure([...entry, ...(chunk ? [chunk] : [])]);
const signInChunk = signedOutPages.get(`/${BUDGET_ROUTE}`);
const signInSet = firstLoad(`/${BUDGET_ROUTE}`);

const rows = jsFiles.map((f) => ({ f, ...sizes(f) })).sort((a, b) => b.gzip - a.gzip);
const nameWidth = Math.max(...rows.map((r) => r.f.length), 10);
console.log("\nJavaScript chunks (kB = 1000 bytes; gzip level 6)");
console.log(`${"chunk".padEnd(nameWidth)}  ${"raw kB".padStart(9)}  ${"gzip kB".padStart(9)}  /${BUDGET_ROUTE}`);
console.log("-".repeat(nameWidth + 34));
for (const r of rows) {
  // on /sign-in: the signed-out app ("entry") or the page ("page"); else "app" when every signed-in page loads it
  const mark = signInSet.has(r.f) ? (signedOutEntry.has(r.f) ? "entry" : "page") : entry.has(r.f) ? "app" : "";
  console.log(`${r.f.padEnd(nameWidth)}  ${kb(r.raw)}  ${kb(r.gzip)}  ${mark}`);
}
const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
console.log("-".repeat(nameWidth + 34));
console.log(`${"all chunks".padEnd(nameWidth)}  ${kb(total.raw)}  ${kb(total.gzip)}`);

const sum = (set) =>
  [...set].reduce((a, f) => ({ raw: a.raw + sizes(f).raw, gzip: a.gzip + sizes(f).gzip }), { raw: 0, gzip: 0 });

console.log("\nFirst load per route (entry + route chunk + its static imports)");
const seen = new Set();
for (const r of routes) {
  if (seen.has(r.name)) continue;
  seen.add(r.name);
  const chunk = routeChunk(r.name);
  if (!chunk) continue;
  const files = firstLoad(r.path, chunk);
  const s = sum(files);
  console.log(
    `${r.path.padEnd(22)} ${String(files.size).padStart(3)} files  raw ${kb(s.raw)} kB  gzip ${kb(s.gzip)} kB`,
  );
}
for (const [label, set] of [
  ["(entry only)", entry],
  ["(signed-out entry)", signedOutEntry],
]) {
  const size = sum(set);
  console.log(
    `${label.padEnd(22)} ${String(set.size).padStart(3)} files  raw ${kb(size.raw)} kB  gzip ${kb(size.gzip)} kB`,
  );
}

if (!signInChunk) {
  console.error(`\nreport-bundle: the signed-out app (${SIGNED_OUT_APP}) has no page module for /${BUDGET_ROUTE}.`);
  process.exit(1);
}
const signIn = sum(signInSet);
const toTarget = signIn.gzip - TARGET_BYTES;
console.log(
  `/${BUDGET_ROUTE} target ${(TARGET_BYTES / 1000).toFixed(0)} kB: ` +
    (toTarget <= 0
      ? "met"
      : `not met (${(toTarget / 1000).toFixed(2)} kB over; what is left: bench/README.md, "First paint")`),
);

// Issue 10 and 12: the Post Editor's and Generate Post's own JavaScript, beyond what every signed-in page loads (the
// shell: the first load of a signed-in page minus its route chunk's own closure), at most 60 kB gzip each.
const OWN_BUDGET_BYTES = 60_000;
const shellChunk = routeChunk("tasks"); // a signed-in page with no code of its own beyond the shell
function ownBudget(label, chunkName) {
  const chunk = routeChunk(chunkName);
  if (!shellChunk || !chunk) {
    console.error(`report-bundle: the /tasks or ${label} route chunk was not found.`);
    return false;
  }
  const shell = closure([...entry, shellChunk]);
  shell.delete(shellChunk);
  const files = [...closure([...entry, chunk])].filter((f) => !shell.has(f));
  const own = sum(new Set(files));
  const ok = own.gzip <= OWN_BUDGET_BYTES;
  console.log(
    `${label} own JavaScript beyond the shell: ${(own.gzip / 1000).toFixed(2)} kB gzip (${files.length} files); ` +
      `budget ${(OWN_BUDGET_BYTES / 1000).toFixed(0)} kB: ${ok ? "OK" : "OVER BUDGET"}`,
  );
  return ok;
}
const editorOk = ownBudget("/editor", "editor");
const generateOk = ownBudget("/generate-post", "generate-post");
// Issues 8 §3 and 30: each page's first load within its budget, in gzip kB and in files (scripts/bundle-budgets.mjs).
console.log("");
let budgetsOk = true;
for (const budget of FIRST_LOAD_BUDGETS) {
  const name = budget.path.slice(1);
  const chunk = signedOutPages.has(budget.path) ? signedOutPages.get(budget.path) : routeChunk(name);
  const files = chunk ? firstLoad(budget.path, chunk) : undefined;
  if (files && process.env.REPORT_FILES === budget.path) console.log([...files].sort().join("\n"));
  const { ok, line } = checkBudget(budget, files && { gzipBytes: sum(files).gzip, files: files.size });
  if (!ok) budgetsOk = false;
  console.log(line);
}
process.exit(budgetsOk && editorOk && generateOk ? 0 : 1);
