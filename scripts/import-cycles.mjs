#!/usr/bin/env node
// Finds import cycles among the TypeScript modules under the given folders (default: src/web), counting static and
// dynamic imports alike: a cycle through a lazy `import()` still ties the modules' load order and their layering
// (issue 29 §5). Prints each cycle and exits 1 when there is one. Used by tests/unit/import-cycles.test.ts.
//
//   node scripts/import-cycles.mjs [folder ...]

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ALIASES = { "@/": "src/web/", "@contracts/": "src/contracts/", "@shared/": "src/shared/" };
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
// import … from "x", export … from "x", import "x", import("x"); `import type` is erased at build: no cycle
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*;/gm;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** The file a specifier names (absolute), or undefined for a package or a file that is not TypeScript. */
function resolve(specifier, from) {
  let base;
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = path.join(ROOT, dir, specifier.slice(alias.length));
  }
  if (!base && specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  if (!base) return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

/** module -> the modules it imports, for every module under `dirs` (edges leaving the folders are dropped). */
export function importGraph(dirs) {
  const files = dirs.flatMap((d) => sourceFiles(path.resolve(ROOT, d)));
  const inside = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const code = readFileSync(file, "utf8").replace(TYPE_ONLY, "");
    const deps = new Set();
    for (const m of code.matchAll(SPECIFIER)) {
      const target = resolve(m[1], file);
      if (target && inside.has(target) && target !== file) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan), each as repository-relative paths. */
export function findCycles(dirs = ["src/web"]) {
  const graph = importGraph(dirs);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(path.relative(ROOT, w).split(path.sep).join("/"));
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  const cycles = findCycles(dirs.length ? dirs : undefined);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(" <-> ")}`);
  if (cycles.length) process.exit(1);
  console.log("no import cycle");
}
