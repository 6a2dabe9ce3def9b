import { createFileRoute } from "@tanstack/react-router";
import { StrategyPage } from "@/features/strategy/strategy-page";

export const Route = createFileRoute("/_authenticated/strategy/")({
  component: StrategyPage,
});
