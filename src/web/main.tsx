import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { setHttpNavigator } from "./lib/api/http-failure";
import { startPage } from "./lib/app/start-page";
import { watchPrerendered } from "./lib/app/take-over";
import { TakeOver } from "./lib/app/take-over-screen";
import { routeTree } from "./routeTree.gen";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "./features/errors/lazy";

const i18nReady = startPage();

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: LazyRouterErrorFallback,
  defaultNotFoundComponent: LazyNotFoundPage,
});

// The router follows back and forward once RouterProvider has rendered (it subscribes to the history then). A back
// or forward before that, while the first route loads (right after the signed-out app hands over, say), is followed
// here, and checked once more after the first render, so no screen shows under another address.
const followEarlyPop = () => void router.load();
window.addEventListener("popstate", followEarlyPop);
const stopFollowing = router.subscribe("onRendered", () => {
  stopFollowing();
  window.removeEventListener("popstate", followEarlyPop);
  setTimeout(() => {
    if (router.history.location.href !== router.state.location.href) void router.load();
  });
});

setHttpNavigator({
  href: () => router.state.location.href,
  navigate: (to, search) => void router.navigate({ to, search, replace: true }),
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const rootElement = document.getElementById("root")!;
const prerendered = watchPrerendered(rootElement);

// Render once the translations are in (or failed: the texts then fall back to English, else to their keys), so no raw keys flash, and once
// the route and its code are loaded (its guards and chunks; no route awaits data): over prerendered markup the first
// commit replaces it with the same screen, so nothing blinks, and on every page the whole screen is the first
// render. The first render is a transition: React then yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (one long task delays input and counts as blocking time). Rendering
// before the route had loaded made the router's store update re-render the page synchronously (a 0.6 s task at 4x
// CPU on /strategy).
const ready = Promise.all([i18nReady, router.load().catch(() => {})]);
void ready.finally(() => {
  const root = createRoot(rootElement);
  const app = <RouterProvider router={router} />;
  startTransition(() =>
    root.render(<StrictMode>{prerendered ? <TakeOver screen={prerendered}>{app}</TakeOver> : app}</StrictMode>),
  );
});
