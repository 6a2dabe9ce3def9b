import { createFileRoute } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/prompts/")({
  component: PromptsPage,
});

function PromptsPage() {
  return <ComingSoon tool="prompts" icon={Sparkles} />;
}
