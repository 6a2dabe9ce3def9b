import { createFileRoute } from "@tanstack/react-router";
import { Lightbulb } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/inspirations/")({
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
