import { createFileRoute } from "@tanstack/react-router";
import { CarouselEditorPage } from "@/features/carousels/carousel-editor-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/$id")({
  loader: translations("carousels", "editor"),
  component: CarouselEditorRoute,
});

function CarouselEditorRoute() {
  const { id } = Route.useParams();
  return <CarouselEditorPage key={id} id={id} />;
}
