import { createFileRoute } from "@tanstack/react-router";
import { WandSparkles } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/generate-post/")({
  component: GeneratePostPage,
});

function GeneratePostPage() {
  return <ComingSoon tool="generatePost" icon={WandSparkles} />;
}
