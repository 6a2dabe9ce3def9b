import { createFileRoute } from "@tanstack/react-router";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";
import { validateGeneratePostSearch } from "@/features/generate-post/generate-post-search";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/generate-post/")({
  loader: translations("editor", "generatePost", "media", "prompts", "publishing", "slots", "strategy"),
  validateSearch: validateGeneratePostSearch,
  component: GeneratePostRoute,
});

function GeneratePostRoute() {
  const { pillar, promptId } = Route.useSearch();
  return <GeneratePostPage pillarId={pillar} promptId={promptId} />;
}
