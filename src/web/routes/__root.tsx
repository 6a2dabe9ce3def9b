import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { ThemeProvider } from "@/lib/theme";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "@/features/errors/lazy";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LazyNotFoundPage,
  errorComponent: LazyRouterErrorFallback,
});

function RootLayout() {
  return (
    <ThemeProvider>
      <Outlet />
      <LazyToaster />
    </ThemeProvider>
  );
}
