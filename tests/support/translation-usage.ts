import fs from "node:fs";
import path from "node:path";

// Which translation keys each part of the web app uses, read from the source: the import graph of src/web (static
// and dynamic imports, the path aliases of vite.config.ts) and the key-shaped string literals of each file (a full
// key, or the start of a template such as `publishing.errors.${code}`). The test of the namespaces
// (tests/unit/translation-namespaces.test.ts) checks with it that every page loads the files of the keys it shows.

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALIASES: ReadonlyArray<[string, string]> = [
  ["@/", "src/web/"],
  ["@contracts/", "src/contracts/"],
  ["@shared/", "src/shared/"],
];
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

export const WEB_ROOT = path.join(ROOT, "src/web");
export const ROUTES_DIR = path.join(WEB_ROOT, "routes");
export const LOCALES_DIR = path.join(ROOT, "public/locales");

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  if (!alias && !spec.startsWith(".")) return null;
  const base = alias ? path.join(ROOT, alias[1], spec.slice(alias[0].length)) : path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

interface FileFacts {
  imports: string[];
  dynamicImports: string[];
  /** Key-shaped literals: "a.b.c", and the constant start of a template or concatenation ("a.b."). */
  literals: string[];
}

const facts = new Map<string, FileFacts>();

function factsOf(file: string): FileFacts {
  let known = facts.get(file);
  if (known) return known;
  const code = fs.readFileSync(file, "utf8");
  const resolved = (specs: Iterable<RegExpMatchArray>) =>
    [...specs].map((m) => resolveImport(file, m[1]!)).filter((f): f is string => f !== null);
  known = {
    imports: resolved([
      ...code.matchAll(/(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']/g),
      ...code.matchAll(/^import\s*["']([^"']+)["']/gm),
    ]),
    dynamicImports: resolved(code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)),
    literals: [...code.matchAll(/["'`]([a-zA-Z][\w]*\.[\w.]*)(?=["'`$])/g)].map((m) => m[1]!),
  };
  facts.set(file, known);
  return known;
}

/** Every file reached from `roots` by imports (static and dynamic), not entering the files `stop` names. */
export function reachable(roots: readonly string[], stop: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, dynamicImports } = factsOf(file);
    for (const next of [...imports, ...dynamicImports]) if (!seen.has(next) && !stop(next)) stack.push(next);
  }
  return seen;
}

export type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

/**
 * The keys of `keys` that the files use: a literal naming a key (or a counted key's forms, `key_one`...), or the
 * start of a template (`a.b.` takes every key under a.b).
 */
export function keysUsedBy(files: Iterable<string>, keys: readonly string[]): Set<string> {
  const used = new Set<string>();
  const literals = new Set<string>();
  for (const file of files) for (const literal of factsOf(file).literals) literals.add(literal);
  for (const key of keys) {
    const bare = key.replace(/_(zero|one|two|few|many|other)$/, "");
    if (literals.has(key) || literals.has(bare)) used.add(key);
  }
  for (const literal of literals) {
    if (!literal.endsWith(".")) continue;
    for (const key of keys) if (key.startsWith(literal)) used.add(key);
  }
  return used;
}

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith(".gen.ts") ? [full] : [];
  });
}
