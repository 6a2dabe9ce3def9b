import { createFileRoute } from "@tanstack/react-router";
import { CarouselsPage } from "@/features/carousels/carousels-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/")({
  // The first requests start with the page's code; on the page's first load the server put their answers in the page
  // (lib/api/page-data.ts): waiting for them costs no request, and the first render is the carousels, not a spinner
  // (the server renders the page from the same answers). The pillars come with the strategy module (its strings).
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/carousels/prefetch").then(({ prefetchCarousels }) =>
      prefetchCarousels(context.queryClient),
    );
    await translations("carousels", "strategy")();
    if (inlined) await load;
  },
  component: CarouselsPage,
});
