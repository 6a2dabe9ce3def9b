import { createFileRoute } from "@tanstack/react-router";
import { CarouselEditorPage } from "@/features/carousels/carousel-editor-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/$id")({
  // the carousel's request starts with the page's code (and on hover, as the router preloads on intent)
  loader: async ({ context, params }) => {
    void import("@/features/carousels/api").then(({ carouselQuery }) =>
      context.queryClient.prefetchQuery(carouselQuery(params.id)),
    );
    await translations("carousels", "editor", "library", "media", "settings", "strategy")();
  },
  component: CarouselEditorRoute,
});

function CarouselEditorRoute() {
  const { id } = Route.useParams();
  return <CarouselEditorPage key={id} id={id} />;
}
