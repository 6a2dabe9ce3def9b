// Import boundaries between the layers of src/ (see CODE_STYLE.md). Resolves relative and aliased specifiers to a
// path under the repository, then checks the importing file's zone against the imported path.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const ALIASES = { "@/": "src/web/", "@contracts/": "src/contracts/", "@shared/": "src/shared/" };

/** The imported file's path relative to the repository ("src/server/app"), or the bare package name. */
function target(specifier, filename) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return { local: dir + specifier.slice(alias.length) };
  }
  if (specifier.startsWith(".")) {
    return {
      local: path
        .relative(ROOT, path.resolve(path.dirname(filename), specifier))
        .split(path.sep)
        .join("/"),
    };
  }
  return { pkg: specifier };
}

const under = (p, dir) => p === dir.replace(/\/$/, "") || p.startsWith(dir);

/** Everything compose() builds or app.ts mounts (the entries, runtime.ts and start-process.ts, may import both). */
const SERVER_BELOW_ROOT = [
  "src/server/modules/",
  "src/server/http/",
  "src/server/jobs/",
  "src/server/lib/",
  "src/server/integrations/",
  "src/server/db/",
];

/** [zone of the importing file, test on the target, message]; the first matching rule that refuses wins. */
const RULES = [
  ["src/web/", (t) => t.local && under(t.local, "src/server/"), "the web app never imports server code"],
  ["src/server/", (t) => t.local && under(t.local, "src/web/"), "the server never imports web code"],
  [
    "src/contracts/",
    (t) => (t.pkg ? !(t.pkg === "zod" || t.pkg.startsWith("zod/")) : !under(t.local, "src/contracts/")),
    "contracts import only zod and other contracts",
  ],
  [
    "src/shared/",
    (t) => t.local && !under(t.local, "src/shared/") && !under(t.local, "src/contracts/"),
    "shared domain logic imports only contracts and shared code",
  ],
  // The server's composition root builds the modules and the app mounts them: the arrow never runs back up. A module
  // declares what it needs (modules/module.ts: ModuleDeps, its service types), and so do http/, jobs/, lib/...
  ...SERVER_BELOW_ROOT.map((zone) => [
    zone,
    (t) => t.local && ["src/server/composition", "src/server/app"].some((f) => t.local.replace(/\.[jt]s$/, "") === f),
    "the server's modules and layers import neither the composition root nor the app (declare what you need)",
  ]),
  // The web app's layers, lowest first: lib -> components/ui -> entities -> components/layout (the shell) ->
  // features -> routes. A layer imports only the layers below it (docs/architecture/web-layers.md).
  [
    "src/web/lib/",
    (t) => t.local && WEB_ABOVE_LIB.some((dir) => under(t.local, dir)),
    "lib imports no feature, entity, component or route",
  ],
  [
    "src/web/components/ui/",
    (t) =>
      t.local &&
      (under(t.local, "src/web/features/") || under(t.local, "src/web/entities/") || under(t.local, "src/contracts/")),
    "components/ui imports no feature, no entity and no contract",
  ],
  [
    "src/web/components/",
    (t) => t.local && (under(t.local, "src/web/features/") || under(t.local, "src/web/routes/")),
    "the shell and the shared components (components/) import no feature and no route",
  ],
  [
    "src/web/entities/",
    (t) =>
      t.local &&
      (under(t.local, "src/web/features/") ||
        under(t.local, "src/web/routes/") ||
        under(t.local, "src/web/components/layout/")),
    "an entity imports no feature, no route and not the shell",
  ],
  // what they share lives in entities/scheduling and entities/publishing; the route hands the scheduler its dialog
  [
    "src/web/features/scheduler/",
    (t) => t.local && under(t.local, "src/web/features/publishing/"),
    "the scheduler does not import publishing (share through entities/)",
  ],
  [
    "src/web/features/publishing/",
    (t) => t.local && under(t.local, "src/web/features/scheduler/"),
    "publishing does not import the scheduler (share through entities/)",
  ],
];

const WEB_ABOVE_LIB = ["src/web/features/", "src/web/entities/", "src/web/components/", "src/web/routes/"];

export const importBoundaries = {
  meta: { type: "problem", schema: [], messages: { refused: "{{why}} ({{specifier}})" } },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const zones = RULES.filter(([zone]) => file.startsWith(zone));
    if (zones.length === 0) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const t = target(source.value, context.filename);
      const refusal = zones.find(([, refuses]) => refuses(t));
      if (refusal) context.report({ node, messageId: "refused", data: { why: refusal[2], specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { "import-boundaries": importBoundaries } };
