import { createFileRoute } from "@tanstack/react-router";

// one post: the editor is the layout's (route.tsx), which reads the id
export const Route = createFileRoute("/_authenticated/editor/$postId")({});
