import { createFileRoute } from "@tanstack/react-router";
import { EditorScreen } from "@/features/editor/editor-screen";

// `/editor` and `/editor/$postId` share this screen: a new post's address changes without mounting it again
export const Route = createFileRoute("/_authenticated/editor")({
  component: EditorScreen,
});
