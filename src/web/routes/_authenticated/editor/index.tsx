import { createFileRoute } from "@tanstack/react-router";

// a new post: the editor is the layout's (route.tsx)
export const Route = createFileRoute("/_authenticated/editor/")({});
