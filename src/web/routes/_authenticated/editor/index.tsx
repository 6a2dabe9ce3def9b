import { createFileRoute } from "@tanstack/react-router";
import { SquarePen } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/editor/")({
  component: EditorPage,
});

function EditorPage() {
  return <ComingSoon tool="editor" icon={SquarePen} />;
}
