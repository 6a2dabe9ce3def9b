import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { NavigationProvider, type Navigation } from "@/lib/navigation";
import { ThemeProvider } from "@/lib/theme";
import type { SmallRouter } from "./router";
import type { Screen } from "./screens";

/** The signed-out app's tree: what the app's root route gives its pages (routes/__root.tsx), around the screen. */
export function SignedOutApp({ router }: { router: SmallRouter<Screen> }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  if (!state) throw new Error("SignedOutApp renders once its router has shown a screen");
  const navigation = useMemo<Navigation>(() => {
    const pathname = () => router.getState()?.location.pathname ?? "";
    return {
      navigate: router.navigate,
      preload: router.preload,
      usePathname: () => useSyncExternalStore(router.subscribe, pathname, pathname),
    };
  }, [router]);
  const page = useMemo(() => state.screen(state.location.search), [state]);

  // A new screen starts at the top, as in the app (its router's scroll restoration); back and forward leave the
  // browser's own.
  const { pathname } = state.location;
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current !== pathname && state.action !== "pop") window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname, state.action]);

  return (
    <NavigationProvider value={navigation}>
      <ThemeProvider>
        {page}
        <LazyToaster />
      </ThemeProvider>
    </NavigationProvider>
  );
}
