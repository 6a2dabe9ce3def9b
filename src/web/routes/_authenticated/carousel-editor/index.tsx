import { createFileRoute } from "@tanstack/react-router";
import { GalleryHorizontalEnd } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/carousel-editor/")({
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
