import { createFileRoute } from "@tanstack/react-router";
import { SavedPostsPage } from "@/features/saved-posts/saved-posts-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/saved-posts/")({
  loader: translations("savedPosts"),
  component: () => <SavedPostsPage />,
});
