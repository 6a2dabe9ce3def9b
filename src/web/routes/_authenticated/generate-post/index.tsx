import { createFileRoute } from "@tanstack/react-router";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";

export const Route = createFileRoute("/_authenticated/generate-post/")({
  component: GeneratePostPage,
});
