import { createFileRoute } from "@tanstack/react-router";
import { EditorScreen } from "@/features/editor/editor-screen";
import { translations } from "@/lib/i18n/i18n";

// `/editor` and `/editor/$postId` share this screen: a new post's address changes without mounting it again
export const Route = createFileRoute("/_authenticated/editor")({
  loader: translations("editor", "library", "media", "publishing", "slots", "strategy"),
  component: EditorScreen,
});
