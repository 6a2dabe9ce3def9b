import { createFileRoute } from "@tanstack/react-router";
import i18n from "i18next";
import { StrategyPage } from "@/features/strategy/strategy-page";

export const Route = createFileRoute("/_authenticated/strategy/")({
  // The data requests start with the page's code instead of after it renders; not awaited, so the page shows its
  // own loading state as before. The import is a chunk the server already preloads for /strategy.
  loader: ({ context }) => {
    void import("@/features/strategy/prefetch").then(({ prefetchStrategy }) =>
      prefetchStrategy(context.queryClient, i18n),
    );
  },
  component: StrategyPage,
});
