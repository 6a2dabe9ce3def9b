import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import "./styles.css";
import { i18nReady } from "./lib/i18n";
import { createQueryClient, setHttpNavigator } from "./lib/query-client";
import { seedSignedOutSession } from "./lib/session";
import { routeTree } from "./routeTree.gen";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "./features/errors/lazy";

const queryClient = createQueryClient();
seedSignedOutSession(queryClient);

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
void i18nReady.finally(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
