import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { startI18n } from "./lib/i18n";
import { setHttpNavigator } from "./lib/http-failure";
import { readPageSession, seedSession } from "./lib/session";
import { seedClientConfig } from "./lib/client-config";
import { watchPrerendered, type PrerenderedScreen } from "./lib/take-over";
import { routeTree } from "./routeTree.gen";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "./features/errors/lazy";

const i18nReady = startI18n();
const sessionUser = readPageSession();
seedSession(sessionUser);
seedClientConfig();
// after the first paint, off the first load: the service worker is for signed-in pages only (lib/offline.ts)
if (sessionUser !== undefined) void import("./lib/offline").then((m) => m.startOfflineSupport(sessionUser));

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: LazyRouterErrorFallback,
  defaultNotFoundComponent: LazyNotFoundPage,
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

/** Carries what the visitor did to the prerendered screen over to the app's, in the commit that replaces it. */
function TakeOver({ screen, children }: { screen: PrerenderedScreen; children: ReactNode }) {
  useLayoutEffect(() => {
    if (screen.restore()) return;
    let frames = 0;
    let frame = requestAnimationFrame(function retry() {
      if (screen.restore()) return;
      if (++frames > 120) screen.abandon();
      else frame = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(frame);
  }, [screen]);
  return children;
}

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
