import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import "./styles.css";
import { i18nReady } from "./lib/i18n";
import { createQueryClient, setHttpNavigator } from "./lib/query-client";
import { seedSession } from "./lib/session";
import { routeTree } from "./routeTree.gen";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "./features/errors/lazy";

const queryClient = createQueryClient();
seedSession(queryClient);

const router = createRouter({
  routeTree,
  context: { queryClient },
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

// Render once the translations are in (or failed: i18next then falls back to keys), so no raw keys flash.
// The first render is a transition: React then yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (one long task delays input and counts as blocking time).
void i18nReady.finally(() => {
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
