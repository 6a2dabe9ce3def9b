import { createFileRoute } from "@tanstack/react-router";
import { GalleryHorizontalEnd } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/carousel-editor/")({
  loader: translations("tools"),
  component: CarouselEditorPage,
});

function CarouselEditorPage() {
  return (
    <ComingSoon
      tool="carouselEditor"
      icon={GalleryHorizontalEnd}
      primary={{ to: "/editor", label: "tools.links.editorPdf" }}
    />
  );
}
