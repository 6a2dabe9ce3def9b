import { createFileRoute } from "@tanstack/react-router";
import { Bookmark } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/saved-posts/")({
  loader: translations("tools"),
  component: SavedPostsPage,
});

function SavedPostsPage() {
  return <ComingSoon tool="savedPosts" icon={Bookmark} primary={{ to: "/notes", label: "tools.links.notes" }} />;
}
