import { createFileRoute } from "@tanstack/react-router";
import { NewPostEditor } from "@/features/editor/new-post-editor";

export const Route = createFileRoute("/_authenticated/editor/")({
  component: NewPostEditor,
});
