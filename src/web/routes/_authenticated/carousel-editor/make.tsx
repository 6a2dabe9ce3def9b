import { createFileRoute } from "@tanstack/react-router";
import { MakeCarouselPage } from "@/features/carousels/make/make-carousel-page";
import { validateMakeCarouselSearch } from "@/features/carousels/make/make-search";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/make")({
  // the brand kit's and the strategy's reads come with their modules' strings (settings, strategy)
  loader: translations("carousels", "settings", "strategy"),
  validateSearch: validateMakeCarouselSearch,
  component: MakeCarouselRoute,
});

function MakeCarouselRoute() {
  const search = Route.useSearch();
  return <MakeCarouselPage search={search} />;
}
