import { createFileRoute } from "@tanstack/react-router";
import { validateSavedPostsSearch } from "@shared/saved-posts/page-search";
import { SavedPostsPage } from "@/features/saved-posts/saved-posts-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

// `?q=`: the search a Ctrl+K result opens the page with
export const Route = createFileRoute("/_authenticated/saved-posts/")({
  validateSearch: validateSavedPostsSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  // The list's first requests start with the page's code; on the page's first load the server put their answers in
  // the page (lib/api/page-data.ts): waiting for them costs no request, and the first render is the saved posts, not
  // a spinner (the server renders the page from the same answers).
  loader: async ({ context, deps: { q } }) => {
    const inlined = holdsPageData();
    const load = import("@/features/saved-posts/prefetch").then(({ prefetchSavedPosts }) =>
      prefetchSavedPosts(context.queryClient, q),
    );
    await translations("savedPosts", "strategy")();
    if (inlined) await load;
  },
  component: SavedPosts,
});

function SavedPosts() {
  const { q } = Route.useSearch();
  return <SavedPostsPage key={q ?? ""} initialQuery={q} />;
}
