import { createFileRoute } from "@tanstack/react-router";
import { NotesPage } from "@/features/notes/notes-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/notes/")({
  loader: translations("editor", "media", "notes", "strategy"),
  component: NotesPage,
});
