// Keys built from a template (t(`posts.status.${status}`)): every value the template can be given has its key in
// en and fr. The TypeScript checker gives each placeholder's values (a union of literals: an enum, a status, an
// `as const` list); where a placeholder is a plain string or number, its values are traced to the literal object or
// list they come from, or listed in FALLBACKS below from the module that holds them. A template none of these
// covers fails the test: give its placeholder a literal type, or its domain a FALLBACKS entry.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { POST_STATUSES } from "@contracts/posts/rules";
import { SETTINGS_ITEMS, settingsStringsKey } from "@/components/layout/nav-data";
import { newSlide } from "@/features/carousels/deck-edits";
import { PICKABLE_LAYOUTS } from "@/features/carousels/slide-fields";
import { en, fr } from "../support/locales";

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : flatten(v, `${prefix}${k}.`)));
const KEYS = { en: new Set(flatten(en as Tree)), fr: new Set(flatten(fr as Tree)) };

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = path.join(ROOT, "src/web");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith(".gen.ts") ? [full] : [];
  });
}

/** The tools shown as "coming soon" (their pages say <ComingSoon tool="…">). */
const comingSoonTools = () =>
  sourceFiles(path.join(WEB, "routes")).flatMap((f) =>
    [...readFileSync(f, "utf8").matchAll(/<ComingSoon\s+tool="(\w+)"/g)].map((m) => m[1]!),
  );

/** Domains the checker cannot see (a string read at run time), by template (placeholders as `*`). */
const FALLBACKS: Record<string, () => string[]> = {
  // drag and drop hands the column's id over as `unknown`: the columns are the statuses
  "posts.status.*": () => POST_STATUSES.map((s) => `posts.status.${s}`),
  "tools.*.title": () => comingSoonTools().map((tool) => `tools.${tool}.title`),
  "tools.*.description": () => comingSoonTools().map((tool) => `tools.${tool}.description`),
  "tools.*.points.*": () => comingSoonTools().flatMap((tool) => [0, 1, 2].map((i) => `tools.${tool}.points.${i}`)),
  // the placeholders deck-edits' newSlide asks for, by layout
  "carousels.placeholders.*": () =>
    PICKABLE_LAYOUTS.flatMap((layout) => {
      const asked: string[] = [];
      newSlide(layout, (key) => (asked.push(`carousels.placeholders.${key}`), key));
      return asked;
    }),
  "settings.*.description": () => SETTINGS_ITEMS.map((item) => `settings.${settingsStringsKey(item.url)}.description`),
};

/** The string or number literals an expression's type allows, or null when it allows any string or number. */
function literalsOfType(type: ts.Type): string[] | null {
  if (type.isUnion()) {
    const parts = type.types.map(literalsOfType);
    return parts.every((p) => p !== null) ? [...new Set(parts.flat())] : null;
  }
  if (type.isStringLiteral() || type.isNumberLiteral()) return [String(type.value)];
  return null;
}

/** The initializer an identifier was declared with (`const X = …`), if any. */
function initializerOf(checker: ts.TypeChecker, node: ts.Expression): ts.Expression | undefined {
  if (!ts.isIdentifier(node)) return undefined;
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  let init = declaration.initializer;
  while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
  return init;
}

const stringValue = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/**
 * The values an expression can take: its type's literals, else those of the value a `const` was given, for `TABLE[x]` with TABLE a literal object of
 * strings, the object's values, and for `item.key` inside `LIST.map((item) => …)` with LIST a literal list of
 * objects, each object's `key`.
 */
function valuesOf(checker: ts.TypeChecker, expression: ts.Expression): string[] | null {
  const typed = literalsOfType(checker.getTypeAtLocation(expression));
  if (typed) return typed;
  const initial = initializerOf(checker, expression);
  if (initial) return valuesOf(checker, initial);
  if (ts.isElementAccessExpression(expression)) {
    const table = initializerOf(checker, expression.expression);
    if (table && ts.isObjectLiteralExpression(table)) {
      const values = table.properties.map((p) => (ts.isPropertyAssignment(p) ? stringValue(p.initializer) : null));
      return values.every((v) => v !== null) ? values : null;
    }
  }
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
    const parameter = checker.getSymbolAtLocation(expression.expression)?.valueDeclaration;
    const callback = parameter?.parent;
    const call = callback?.parent;
    if (
      parameter &&
      ts.isParameter(parameter) &&
      callback &&
      (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
      call &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === "map"
    ) {
      const list = initializerOf(checker, call.expression.expression);
      if (list && ts.isArrayLiteralExpression(list)) {
        const values = list.elements.map((element) => {
          if (!ts.isObjectLiteralExpression(element)) return null;
          const property = element.properties.find(
            (p) => ts.isPropertyAssignment(p) && p.name.getText() === expression.name.text,
          );
          return property && ts.isPropertyAssignment(property) ? stringValue(property.initializer) : null;
        });
        return values.every((v) => v !== null) ? values : null;
      }
    }
  }
  return null;
}

interface Template {
  where: string;
  pattern: string;
  keys: string[] | null;
}

/** Every t(`…${x}…`) of the web app, with every key it can build (null when a placeholder's values are unknown). */
function templates(): Template[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  )!;
  const files = sourceFiles(WEB).filter((f) => /\bt\(\s*`/.test(readFileSync(f, "utf8")));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const found: Template[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const visit = (node: ts.Node): void => {
      const callee = ts.isCallExpression(node) ? node.expression : undefined;
      const isT =
        callee &&
        (ts.isIdentifier(callee)
          ? callee.text === "t"
          : ts.isPropertyAccessExpression(callee) && callee.name.text === "t");
      const template = isT ? (node as ts.CallExpression).arguments[0] : undefined;
      if (template && ts.isTemplateExpression(template)) {
        const line = source.getLineAndCharacterOfPosition(template.getStart(source)).line + 1;
        const pattern = template.head.text + template.templateSpans.map((s) => `*${s.literal.text}`).join("");
        let keys: string[] | null = [template.head.text];
        for (const span of template.templateSpans) {
          const values = valuesOf(checker, span.expression);
          keys = values && keys ? keys.flatMap((k) => values.map((v) => `${k}${v}${span.literal.text}`)) : null;
        }
        found.push({ where: `${path.relative(WEB, file)}:${line}`, pattern, keys });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("keys built from a template", () => {
  it("have, for every value of what builds them, their key in en and in fr", { timeout: 120_000 }, () => {
    const found = templates();
    // the scan sees the app's templates (not vacuous): statuses, formats, themes... are all built this way
    expect(found.length).toBeGreaterThan(40);
    const unknown: string[] = [];
    const missing: string[] = [];
    for (const { where, pattern, keys } of found) {
      const all = keys ?? FALLBACKS[pattern]?.();
      if (!all) {
        unknown.push(`${where}: ${pattern} (no literal type and no FALLBACKS entry)`);
        continue;
      }
      expect(all.length, `${where}: ${pattern}`).toBeGreaterThan(0);
      for (const key of all)
        for (const lang of ["en", "fr"] as const) if (!KEYS[lang].has(key)) missing.push(`${where}: ${key} (${lang})`);
    }
    expect(unknown).toEqual([]);
    expect([...new Set(missing)]).toEqual([]);
  });
});
