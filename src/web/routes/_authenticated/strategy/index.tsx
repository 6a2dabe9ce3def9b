import { createFileRoute } from "@tanstack/react-router";
import { Target } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/strategy/")({
  component: StrategyPage,
});

function StrategyPage() {
  return <ComingSoon tool="strategy" icon={Target} />;
}
