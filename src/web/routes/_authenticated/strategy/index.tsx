import { createFileRoute } from "@tanstack/react-router";
import i18n, { translations } from "@/lib/i18n/i18n";
import { StrategyPage } from "@/features/strategy/strategy-page";
import { holdsPageData } from "@/lib/api/page-data";

export const Route = createFileRoute("/_authenticated/strategy/")({
  // The data requests start with the page's code instead of after it renders; not awaited, so the page shows its
  // own loading state as before. The import is a chunk the server already preloads for /strategy. On the page's
  // first load the server put the answers in the page (lib/api/page-data.ts): waiting for them costs no request, and the
  // first render is the wizard itself instead of a spinner and then the wizard.
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/strategy/prefetch").then(({ prefetchStrategy }) =>
      prefetchStrategy(context.queryClient, i18n),
    );
    await translations("strategy")();
    if (inlined) await load;
  },
  component: StrategyPage,
});
