import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { setHttpNavigator } from "./lib/api/http-failure";
import { startPage } from "./lib/app/start-page";
import { watchPrerendered } from "./lib/app/take-over";
import { noteTyped } from "./lib/app/carry-typed";
import { reportHydrationMismatch, TakeOver } from "./lib/app/take-over-screen";
import { routeTree } from "./routeTree.gen";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "./features/errors/lazy";

const i18nReady = startPage();

const makeRouter = () =>
  createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: LazyRouterErrorFallback,
    defaultNotFoundComponent: LazyNotFoundPage,
  });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

const rootElement = document.getElementById("root")!;
const prerendered = watchPrerendered(rootElement, window, noteTyped);

/**
 * A task of its own for each step of the start: evaluating the app's modules, making the router (its route tree),
 * its first load (guards, loaders, the route's code), the first render. On a slow phone one task holding them all
 * was a long task (blocking time) while the server's page was already on screen.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();

async function start() {
  await nextTask();
  const router = makeRouter();

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

  await nextTask();
  // Render once the translations are in (or failed: the texts then fall back to English, else to their keys), so no
  // raw keys flash, and once the route and its code are loaded (its guards and chunks; no route awaits data): a
  // signed-in page the server rendered is hydrated; over a prerendered signed-out screen the first commit replaces it
  // with the same screen, so nothing blinks; and on every page the whole screen is the first render. The first render
  // is a transition: React then yields to the browser every few milliseconds instead of holding the main thread for
  // the whole tree (one long task delays input and counts as blocking time). Rendering before the route had loaded
  // made the router's store update re-render the page synchronously (a 0.6 s task at 4x CPU on /strategy).
  await Promise.allSettled([i18nReady, router.load()]);
  const app = <RouterProvider router={router} />;
  if (prerendered?.hydratable()) {
    // A signed-in page the server rendered: React adopts its nodes (no new DOM, no second layout of the page) and
    // attaches the app to them. A transition, so hydrating yields to the browser every few milliseconds too.
    prerendered.hydrating();
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <TakeOver screen={prerendered}>{app}</TakeOver>
        </StrictMode>,
        { onRecoverableError: reportHydrationMismatch },
      );
    });
    return;
  }
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(<StrictMode>{prerendered ? <TakeOver screen={prerendered}>{app}</TakeOver> : app}</StrictMode>),
  );
}
