import { createFileRoute } from "@tanstack/react-router";
import { SavedPostsPage } from "@/features/saved-posts/saved-posts-page";
import { validateSavedPostsSearch } from "@/features/saved-posts/prefill-search";
import { translations } from "@/lib/i18n/i18n";

// `?q=`: the search a Ctrl+K result opens the page with
export const Route = createFileRoute("/_authenticated/saved-posts/")({
  validateSearch: validateSavedPostsSearch,
  loader: translations("savedPosts", "strategy"),
  component: SavedPosts,
});

function SavedPosts() {
  const { q } = Route.useSearch();
  return <SavedPostsPage key={q ?? ""} initialQuery={q} />;
}
