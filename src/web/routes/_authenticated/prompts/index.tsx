import { createFileRoute } from "@tanstack/react-router";
import { PromptsPage } from "@/features/prompts/prompts-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/prompts/")({
  loader: translations("editor", "media", "prompts", "strategy"),
  component: PromptsPage,
});
