import { createRootRoute, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { ThemeProvider } from "@/lib/ui/theme";
import { TanStackNavigation } from "@/lib/router/tanstack-navigation";
import { LazyNotFoundPage, LazyRouterErrorFallback } from "@/features/errors/lazy";

// No QueryClient in the root context: the auth screens do not load react-query; the signed-in routes get it from
// their guard (features/auth/guards.ts).
export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: LazyNotFoundPage,
  errorComponent: LazyRouterErrorFallback,
});

function RootLayout() {
  return (
    <TanStackNavigation>
      <ThemeProvider>
        <Outlet />
        <LazyToaster />
      </ThemeProvider>
    </TanStackNavigation>
  );
}
