import { createFileRoute } from "@tanstack/react-router";
import { InspirationsPage } from "@/features/inspirations/inspirations-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

// The library's text (src/shared/inspirations) loads with this route's code, never with the shell.
export const Route = createFileRoute("/_authenticated/inspirations/")({
  // The favourites and the pillars start with the page's code; on the page's first load the server put their answers
  // in the page (lib/api/page-data.ts): waiting for them costs no request, and the first render has the favourites
  // first and starred, as the server renders it from the same answers (no reordering once they arrive).
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/inspirations/prefetch").then(({ prefetchInspirations }) =>
      prefetchInspirations(context.queryClient),
    );
    await translations("inspirations", "generatePost", "strategy")();
    if (inlined) await load;
  },
  component: InspirationsPage,
});
