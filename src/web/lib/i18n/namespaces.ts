/**
 * The files of strings, public/locales/<lng>/<namespace>.json: `core` holds what the shell, the sign-in screens and
 * the error messages show (every page, loaded before the first render); each other file holds one feature's strings
 * (mostly the tree of the same name), loaded by the routes that show them (`loader: translations("editor", ...)`,
 * routes/). tests/unit/translation-namespaces.test.ts reads the source and fails when a page shows a key whose file
 * it does not load, or a shell file shows one outside `core`.
 */
export const NAMESPACES = [
  "core",
  "aiConnection",
  "carousels",
  "contentManagement",
  "editor",
  "generatePost",
  "help",
  "inspirations",
  "library",
  "linkedin",
  "media",
  "notes",
  "pillarMix",
  "profile",
  "prompts",
  "publishing",
  "savedPosts",
  "scheduler",
  "settings",
  "slots",
  "strategy",
  "tools",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CORE_NAMESPACE = "core" satisfies Namespace;
