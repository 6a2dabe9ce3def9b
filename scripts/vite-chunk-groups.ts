/**
 * Chunk groups for the production build: fewer, larger files on the first load (every request costs a round trip
 * on a slow network and a slot among the browser's six connections), without making the sign-in screen download
 * the app shell. Groups capture modules in order of priority; `includeDependenciesRecursively: false` keeps a group
 * from pulling in what its modules import (the entry would otherwise end up importing the shell).
 */
const pkg = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const src = (pattern: string) => new RegExp(`src[\\\\/]web[\\\\/]${pattern}`);
const contracts = (pattern: string) => new RegExp(`src[\\\\/]contracts[\\\\/]${pattern}`);
/** Modules of one folder of src/web by name: `web("lib/api", "api-client|page-data")`. */
const web = (folder: string, names: string, ext = "ts") =>
  src(`${folder.split("/").join("[\\\\/]")}[\\\\/](${names})\\.${ext}$`);

export const CHUNK_GROUPS = [
  // react-query and the app's QueryClient: the signed-in pages only (the auth screens never load it: lib/session/session.ts).
  {
    name: "query",
    test: (id: string) =>
      pkg("@tanstack[\\\\/](query-core|react-query)").test(id) || web("lib/api", "query-client").test(id),
    priority: 6,
    includeDependenciesRecursively: false,
  },
  // What every page runs first: React.
  {
    name: "vendor",
    test: pkg("react|react-dom|scheduler"),
    priority: 5,
  },
  // The app's router and the app's modules that import it and no app chunk (the route guards), and what the route
  // files and the error screens load their code with (lib/router/route-file-router.ts): the signed-out screens' own small
  // app does without (src/web/signed-out-main.tsx).
  {
    name: "router",
    test: (id: string) =>
      pkg("@tanstack|use-sync-external-store").test(id) ||
      web("features/auth", "guards").test(id) ||
      web("lib/router", "tanstack-navigation", "tsx").test(id) ||
      web("lib/router", "route-file-router|lazy-component|load-failure|in-shell").test(id),
    priority: 5,
    includeDependenciesRecursively: false,
  },
  // The small modules both apps run and the routes share (session, API client, translations, theme, toasts,
  // navigation, the auth client's loader): one file instead of a dozen on every page's first load. None imports
  // the router, nor the kit (the kit's messages import this group's error codes: a cycle breaks the load order).
  {
    name: "app",
    test: (id: string) =>
      web("lib/session", "redirect|session|session-cache|auth-client").test(id) ||
      web("lib/api", "api-client|page-data|http-failure").test(id) ||
      web(
        "lib/i18n",
        "i18n|i18n-options|translate|translation-backend|language-detector|language-choice|use-translation|namespaces|time-zone",
      ).test(id) ||
      /src[\\/]shared[\\/](i18n[\\/]strings|http[\\/](query-string|time-zone-cookie))\.ts$/.test(id) ||
      web("lib/app", "start-page|client-config|take-over|request-cookie|page-effects|server-refusal").test(id) ||
      // /api/me's query key: the shell's hooks and the signed-in layout's loader (which seeds it from the page) share it
      web("entities/profile", "me-key").test(id) ||
      web("lib/ui", "use-toast|escape-to-dialog").test(id) ||
      web("features/auth", "search").test(id) ||
      web("lib/router", "navigation", "tsx").test(id) ||
      web("lib/ui", "theme", "tsx").test(id) ||
      web("lib/app", "take-over-screen", "tsx").test(id) ||
      web("components/ui", "lazy-toaster", "tsx").test(id) ||
      // the error codes: every domain's (<domain>/errors.ts) composed into contracts/errors.ts; and the API
      // client's URL builder (contracts/endpoint-url.ts, which the server's page loaders share)
      contracts("(language|errors|endpoint-url|[\\w-]+[\\\\/](paths|errors))\\.ts$").test(id),
    priority: 4,
    includeDependenciesRecursively: false,
  },
  // lucide-react makes one chunk per icon otherwise (about 20 requests on /strategy).
  { name: "icons", test: pkg("lucide-react"), priority: 4 },
  // The small UI primitives every screen uses, the auth screens included.
  {
    name: "kit",
    test: (id: string) =>
      pkg(
        "clsx|tailwind-merge|class-variance-authority|@radix-ui[\\\\/]react-(slot|compose-refs|primitive|label)",
      ).test(id) ||
      web("lib", "utils").test(id) ||
      web("lib/ui", "use-document-title").test(id) ||
      web("lib/forms", "validation-message").test(id) ||
      web("lib/session", "auth-errors").test(id) ||
      web("components/ui", "button|input|spinner|label|field|password-input|icons", "tsx").test(id) ||
      // the messages every form shows (codes -> i18n keys)
      contracts("(messages|error-messages)\\.ts$").test(id) ||
      // the auth forms' limits and codes, which Settings > Account and LinkedIn's sign-in state read too
      contracts("auth[\\\\/]constants\\.ts$").test(id),
    priority: 3,
    includeDependenciesRecursively: false,
  },
  // The signed-in shell (sidebar, header, menus) and the libraries only it uses.
  {
    name: "shell-vendor",
    test: pkg(
      "@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|detect-node-es|get-nonce|tslib",
    ),
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: "shell",
    // command-menu.tsx stays out: it is loaded on first use (search-context.tsx), with cmdk.
    test: (id: string) =>
      (!/command-menu\.tsx$/.test(id) &&
        src(
          "components[\\\\/](layout[\\\\/]|ui[\\\\/](sidebar|sheet|tooltip|dropdown-menu|avatar|badge|confirm-dialog|dialog|progress|switch)\\.tsx$)",
        ).test(id)) ||
      // the small modules the shell and most signed-in pages share (about ten requests on /strategy otherwise)
      // with what a role may do (useCan: the screens hide what it may not)
      web("entities/profile", "me|use-change-language|api|use-can").test(id) ||
      contracts("workspaces[\\\\/]permissions\\.ts$").test(id) ||
      web("lib/session", "use-session").test(id) ||
      web("lib/api", "api-mutation|seed-from-page").test(id) ||
      web("lib/ui", "shortcuts").test(id) ||
      web("lib/app", "chat-widget|viewport").test(id) ||
      web("lib/i18n", "format").test(id) ||
      web("hooks", "use-scroll-edges|use-mobile").test(id) ||
      web("features/linkedin", "api|publishing-state").test(id) ||
      // whether a model is configured: Generate Post and Make a carousel ask it
      web("entities/generation", "settings").test(id) ||
      // a saved post's query, a remix's source: Generate Post, the editor's second check and Saved Posts share it
      web("entities/saved-posts", "query").test(id) ||
      web("entities/inspirations", "favourites").test(id) ||
      // the header's bell and the LinkedIn expiry banner (slots the authenticated route fills) and their rules
      src("features[\\\\/]notifications[\\\\/]([\\w-]+\\.ts|components[\\\\/][\\w-]+\\.tsx)$").test(id) ||
      contracts("(notifications)[\\\\/]rules\\.ts$").test(id) ||
      // what the shell's LinkedIn banner and the profile's API read (a file each otherwise, on every signed-in page)
      contracts("linkedin[\\\\/]rules\\.ts$").test(id) ||
      contracts("profile[\\\\/]messages\\.ts$").test(id) ||
      // why the AI did not write (Strategy, the pillar mix, Apps): a small file of its own otherwise
      web("lib/i18n", "ai-failure-text|format-wait").test(id) ||
      contracts("ai[\\\\/]rules\\.ts$").test(id),
    priority: 1,
    includeDependenciesRecursively: false,
  },
];
