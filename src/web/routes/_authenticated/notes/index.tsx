import { createFileRoute } from "@tanstack/react-router";
import { NotebookPen } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/notes/")({
  component: NotesPage,
});

function NotesPage() {
  return <ComingSoon tool="notes" icon={NotebookPen} />;
}
