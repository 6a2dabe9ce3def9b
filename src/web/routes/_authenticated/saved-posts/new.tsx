import { createFileRoute } from "@tanstack/react-router";
import { SavedPostsPage } from "@/features/saved-posts/saved-posts-page";
import { validateSavedPostPrefill } from "@/features/saved-posts/prefill-search";
import { translations } from "@/lib/i18n/i18n";

// The bookmarklet's address: the page it was clicked on and the selected text, prefilled in the form (never fetched).
export const Route = createFileRoute("/_authenticated/saved-posts/new")({
  validateSearch: validateSavedPostPrefill,
  loader: translations("savedPosts", "strategy"),
  component: NewSavedPost,
});

function NewSavedPost() {
  const prefill = Route.useSearch();
  return <SavedPostsPage prefill={prefill} />;
}
