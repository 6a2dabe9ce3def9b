import { createFileRoute } from "@tanstack/react-router";
import { Lightbulb } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/inspirations/")({
  loader: translations("tools"),
  component: InspirationsPage,
});

function InspirationsPage() {
  return (
    <ComingSoon
      tool="inspirations"
      icon={Lightbulb}
      primary={{ to: "/generate-post", label: "tools.links.generatePost" }}
    />
  );
}
