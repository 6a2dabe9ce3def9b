import { createFileRoute } from "@tanstack/react-router";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";
import { translations } from "@/lib/i18n/i18n";

/** `?pillar=<id>`: write for that pillar ("Write a post" on the strategy's pillar cards). */
export const Route = createFileRoute("/_authenticated/generate-post/")({
  loader: translations("editor", "generatePost", "media", "prompts", "publishing", "slots", "strategy"),
  validateSearch: (search: Record<string, unknown>): { pillar?: string } =>
    typeof search.pillar === "string" && search.pillar.length <= 64 ? { pillar: search.pillar } : {},
  component: GeneratePostRoute,
});

function GeneratePostRoute() {
  const { pillar } = Route.useSearch();
  return <GeneratePostPage pillarId={pillar} />;
}
