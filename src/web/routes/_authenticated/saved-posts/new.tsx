import { createFileRoute } from "@tanstack/react-router";
import { validateSavedPostPrefill } from "@shared/saved-posts/page-search";
import { SavedPostsPage } from "@/features/saved-posts/saved-posts-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

// The bookmarklet's address: the page it was clicked on and the selected text, prefilled in the form (never fetched).
export const Route = createFileRoute("/_authenticated/saved-posts/new")({
  validateSearch: validateSavedPostPrefill,
  // the same first requests as /saved-posts' (the list without a search), waited for when the page holds them
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/saved-posts/prefetch").then(({ prefetchSavedPosts }) =>
      prefetchSavedPosts(context.queryClient),
    );
    await translations("savedPosts", "strategy")();
    if (inlined) await load;
  },
  component: NewSavedPost,
});

function NewSavedPost() {
  const prefill = Route.useSearch();
  return <SavedPostsPage prefill={prefill} />;
}
