import { createFileRoute } from "@tanstack/react-router";
import { CarouselsPage } from "@/features/carousels/carousels-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/")({
  loader: translations("carousels"),
  component: CarouselsPage,
});
