import { createFileRoute } from "@tanstack/react-router";
import { NotesPage } from "@/features/notes/notes-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/notes/")({
  // The first requests start with the page's code; on the page's first load the server put their answers in the page
  // (lib/api/page-data.ts): waiting for them costs no request, and the first render is the notes, not a spinner (the
  // server renders the page from the same answers).
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/notes/prefetch").then(({ prefetchNotes }) => prefetchNotes(context.queryClient));
    await translations("editor", "media", "notes", "strategy")();
    if (inlined) await load;
  },
  component: NotesPage,
});
