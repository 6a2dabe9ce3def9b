import { createFileRoute } from "@tanstack/react-router";
import { CarouselsPage } from "@/features/carousels/carousels-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/")({
  // the pillars come with the strategy module (its strings)
  loader: translations("carousels", "strategy"),
  component: CarouselsPage,
});
