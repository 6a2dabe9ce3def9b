import { createFileRoute } from "@tanstack/react-router";
import { Bookmark } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/saved-posts/")({
  component: SavedPostsPage,
});

function SavedPostsPage() {
  return <ComingSoon tool="savedPosts" icon={Bookmark} primary={{ to: "/notes", label: "tools.links.notes" }} />;
}
