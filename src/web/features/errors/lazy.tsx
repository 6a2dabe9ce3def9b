import type { ErrorComponentProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

// Error screens are rare: keep them out of the first load.
const NotFound = lazy(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })));
const RouterError = lazy(() => import("./router-error-fallback").then((m) => ({ default: m.RouterErrorFallback })));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

export function LazyRouterErrorFallback(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouterError {...props} />
    </Suspense>
  );
}
