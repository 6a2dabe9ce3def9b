import type { ErrorComponentProps } from "@tanstack/react-router";
import { Component, Suspense, type ReactNode } from "react";
import { lazyComponent } from "@/lib/router/lazy-component";
import { isChunkLoadError, loadFailureKind } from "@/lib/router/load-failure";
import { RouteUnavailable } from "./route-unavailable";

// Error screens are rare: keep them out of the first load. "Not available offline" is the exception: it shows when
// nothing can be fetched, its own code included. These lazy screens retry a failed fetch (lib/router/lazy-component.ts):
// React.lazy would keep the failure until the page is reloaded.
const NotFound = lazyComponent(() => import("./not-found-page"), "NotFoundPage");
const RouterError = lazyComponent(() => import("./router-error-fallback"), "RouterErrorFallback");

/** A lazy screen whose code could not be fetched (offline) shows "not available offline" in its place. */
class LoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  retried = () => this.setState({ error: null });
  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <RouteUnavailable onRetried={this.retried} />;
    throw error;
  }
}

export function LazyNotFoundPage() {
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * The routes' error screen: a route whose code or data could not be fetched is "not available offline" (with
 * Retry, and loaded again when the network is back); any other error keeps the error screen with its details.
 */
export function LazyRouterErrorFallback(props: ErrorComponentProps) {
  if (loadFailureKind(props.error) === "unreachable") return <RouteUnavailable />;
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <RouterError {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
