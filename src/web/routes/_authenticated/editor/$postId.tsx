import { createFileRoute } from "@tanstack/react-router";
import { EditPostPage } from "@/features/editor/edit-post-page";

export const Route = createFileRoute("/_authenticated/editor/$postId")({
  component: EditPostRoute,
});

function EditPostRoute() {
  const { postId } = Route.useParams();
  return <EditPostPage postId={postId} />;
}
