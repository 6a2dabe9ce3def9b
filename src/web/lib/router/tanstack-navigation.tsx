import { useRouter, useRouterState } from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";
import { NavigationProvider, type Navigation } from "./navigation";

const usePathname = () => useRouterState({ select: (s) => s.location.pathname });

/** The app's router (TanStack Router) behind lib/router/navigation.tsx, for the screens the signed-out app shows too. */
export function TanStackNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigation = useMemo<Navigation>(
    () => ({
      navigate: (href, options) => router.navigate({ href, replace: options?.replace }),
      preload: (href) => {
        // The router builds the location from `href` as router.navigate does; its types only know `to` here.
        const preloadHref = router.preloadRoute as (options: { href: string }) => Promise<unknown>;
        preloadHref({ href }).catch(() => undefined);
      },
      usePathname,
    }),
    [router],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
