// The server's render of a signed-in page (issue 8 §3: /strategy painted only once all its JavaScript had run):
// the app's own router and components, given the user, the page's first data (src/server/http/page-data.ts), the
// language and the public settings, rendered to HTML per request. Built for Node by scripts/build-page-renderer.mjs
// into dist/ssr; the server sends the markup inside #root (src/server/http/page-render.ts) and the SPA takes over as
// for the prerendered auth screens (src/web/lib/app/take-over.ts). React escapes every text; nothing here is a secret.
import { Suspense, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryHistory, createRouter, rootRouteId, RouterProvider } from "@tanstack/react-router";
import type { ClientConfig } from "@contracts/system/client-config";
import type { Language } from "@contracts/language";
import { STRATEGY_PATHS } from "@contracts/strategy/paths";
import i18n from "@/lib/i18n/i18n";
import type { Strings } from "@/lib/i18n/translate";
import type { SessionUser } from "@/lib/session/display-name";
import { setClientConfig } from "@/lib/app/client-config";
import { resetPageData, seedPageData } from "@/lib/api/page-data";
import { setRenderCookie } from "@/lib/app/request-cookie";
import { setRenderOrigin } from "@/lib/app/app-origin";
import { appQueryClient } from "@/lib/api/query-client";
import { seedSession, SESSION_QUERY_KEY } from "@/lib/session/session-cache";
import { readSidebarCookie } from "@/components/ui/sidebar";
import { hasUnsavedCookie } from "@/features/strategy/local-answers";
import { hasUnsavedNotesCookie } from "@/features/notes/local-copies";
import { postCopies } from "@/features/editor/local-copies";
import { renderInTimeZone } from "@/lib/i18n/time-zone";
import { takeServerRefusal } from "@/lib/app/server-refusal";
import { validateSchedulerSearch } from "@shared/schedule/calendar-search";
import { renderedViewport } from "@/lib/app/viewport";
import { routeTree } from "../routeTree.gen";

export interface PageRenderInput {
  path: string;
  /** The page's query ("?tab=media"; none: ""): the view it names (the Library's tab). */
  search?: string;
  lng: Language;
  user: SessionUser;
  /** The page's first GET answers, keyed by URL (what the page also carries as `pp-data`). */
  data: Record<string, unknown>;
  config: ClientConfig;
  /** The request's Cookie header (the sidebar's state). */
  cookie: string;
  /** The app's public origin (APP_URL), which the page's address has (Saved Posts' bookmarklet names it). */
  origin?: string;
}

/**
 * The renderer, with the app's strings (the browser fetches them; here they are given). The app's state is
 * module-wide (the query client, the language, the session), so renders must not overlap: the caller queues them
 * (page-render.ts). Throws when the page cannot be rendered as the browser would show it; the caller then sends
 * the page without markup.
 */
export function createPageRenderer(strings: Partial<Record<Language, Strings>>) {
  for (const [lng, catalog] of Object.entries(strings)) i18n.addResources(lng as Language, catalog);
  // Here a request that is not in the page's data has no server to go to: it fails at once, and so does the render.
  const defaults = appQueryClient().getDefaultOptions();
  appQueryClient().setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return async function renderPage({
    path,
    search = "",
    lng,
    user,
    data,
    config,
    cookie,
    origin,
  }: PageRenderInput): Promise<string> {
    // A collapsed sidebar is read from document.cookie in the browser; the markup would be the open one.
    if (!readSidebarCookie(cookie)) throw new Error("the sidebar is collapsed");
    // The wizard starts from the browser's unsaved answers, which only the browser has.
    if (hasUnsavedCookie(cookie)) throw new Error("the browser holds unsaved answers");
    // A note opens on the browser's local copy of what was typed and not saved yet, which only the browser has.
    if (path === "/notes" && hasUnsavedNotesCookie(cookie)) throw new Error("the browser holds unsaved notes");
    // The Post Editor opens on the browser's local copy of a post (typed, maybe offline, and not saved yet).
    if (/^\/editor(\/|$)/.test(path) && postCopies.hasCookie(cookie))
      throw new Error("the browser holds unsaved posts");
    // The Scheduler's week and month are FullCalendar's grids, laid out from the browser's measures (and a phone's
    // week is a list, by the width): only the list is the same on both sides.
    if (
      path === "/scheduler" &&
      (validateSchedulerSearch(Object.fromEntries(new URLSearchParams(search))).view ?? "list") !== "list"
    )
      throw new Error("the Scheduler's calendar grids are laid out in the browser");
    // Content Management's board shows which of its columns are in view and fades at the edges, from the browser's
    // measures.
    if (path === "/content-management" && new URLSearchParams(search).get("view") === "board")
      throw new Error("the board is laid out in the browser");
    const queryClient = appQueryClient();
    try {
      await i18n.changeLanguage(lng);
      if (i18n.resolvedLanguage !== lng) throw new Error(`no strings for ${lng}`);
      seedSession(user);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      setClientConfig(config);
      seedPageData(data);
      // dates in the browser's zone, told by its cookie (a page that shows dates fails without it)
      renderInTimeZone(cookie);
      // what a first view reads from a cookie (Getting started hidden in this browser), read from the request's
      setRenderCookie(cookie);
      setRenderOrigin(origin);
      // Content Management's table is a list of cards on a phone: the browser's width, told by its cookie, picks which.
      if (path === "/content-management" && !renderedViewport()) throw new Error("the browser's width is unknown");
      let thrown: unknown;
      const router = createRouter({
        routeTree,
        history: createMemoryHistory({ initialEntries: [path + search] }),
        InnerWrap: RootSuspense,
        // the app's error screen is fetched on first use (not here): the error itself is what the log needs
        defaultErrorComponent: ({ error }) => {
          thrown ??= error;
          return null;
        },
      });
      await router.load();
      const { matches, location } = router.state;
      const failed = matches.find((m) => m.status !== "success");
      if (location.pathname !== path || failed || matches.at(-1)?.routeId === rootRouteId) {
        throw new Error(`the router ended on ${location.pathname} (${failed?.status ?? "no page"})`);
      }
      const missing = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === "error" })[0];
      if (missing) throw new Error(`no data for ${JSON.stringify(missing.queryKey)}`);
      takeServerRefusal();
      const html = renderToString(<RouterProvider router={router} />);
      // a part that cannot be rendered here said why (React keeps no thrown error, it leaves a client-render marker)
      const refused = takeServerRefusal();
      if (refused) throw new Error(refused);
      // A part that was still loading (a lazy component) would come out as React's client-rendering marker.
      if (thrown) throw new Error(`the page threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      const notReady = html.indexOf("<!--$!-->");
      // what comes before it names the part in the log (markup only: React escapes every text, no user data here
      // is more than the page's own)
      if (notReady >= 0) throw new Error(`a part of the page was not ready, after …${markupBefore(html, notReady)}`);
      return html;
    } finally {
      // Nothing of this user stays for the next render.
      queryClient.clear();
      seedSession(undefined);
      resetPageData();
      renderInTimeZone(undefined);
      setRenderCookie(undefined);
      setRenderOrigin(undefined);
    }
  };
}

/**
 * In the browser the router puts its matches in a Suspense boundary, and on the server it does not: the markup then
 * lacks the boundary's comments and the browser's hydration fails at the root. Wrapped here, the server's markup has
 * the boundary where the browser's first render has it.
 */
function RootSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The tags just before `at`, without their texts (which may be the user's), to say where a render stopped. */
function markupBefore(html: string, at: number): string {
  return (html.slice(Math.max(0, at - 600), at).match(/<[a-z][^>]*>/g) ?? []).slice(-4).join("");
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * A render the server makes once at start, and throws away: the first render of a page costs several times a later
 * one (the code is compiled then), which would otherwise be a visitor's wait.
 */
export const WARM_UP: Omit<PageRenderInput, "config"> = {
  path: "/strategy",
  lng: "en",
  user: { id: "00000000-0000-4000-8000-000000000000", email: "warm-up@example.invalid" },
  data: {
    [`${STRATEGY_PATHS.listQuestions.path}?${new URLSearchParams({ lang: "en" })}`]: { questions: [] },
    [STRATEGY_PATHS.getResponses.path]: { answers: {} },
    [STRATEGY_PATHS.listStrategies.path]: { strategies: [] },
  },
  cookie: "",
};
