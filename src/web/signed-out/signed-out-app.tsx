import { Component, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { NavigationProvider, type Navigation } from "@/lib/router/navigation";
import { ThemeProvider } from "@/lib/ui/theme";
import type { SmallRouter } from "./router";
import type { Screen } from "./screens";

/** A screen that fails to render: the app takes over, whose router shows its error page (a blank page otherwise). */
class OnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("a signed-out screen failed", error);
    // after this commit: the hand-over unmounts this root
    setTimeout(this.props.onError, 0);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The signed-out app's tree: what the app's root route gives its pages (routes/__root.tsx), around the screen.
 * `onError`: a screen failed to render.
 */
export function SignedOutApp({ router, onError = () => {} }: { router: SmallRouter<Screen>; onError?: () => void }) {
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
        <OnError onError={onError}>{page}</OnError>
        <LazyToaster />
      </ThemeProvider>
    </NavigationProvider>
  );
}
