import { createFileRoute } from "@tanstack/react-router";
import { EditorScreen } from "@/features/editor/editor-screen";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

// `/editor` and `/editor/$postId` share this screen: a new post's address changes without mounting it again
export const Route = createFileRoute("/_authenticated/editor")({
  // As /notes': the reads start with the page's code; on the page's first load the server put their answers in the
  // page, so waiting for them costs no request and the first render is the editor, as the server's was.
  loader: async ({ context, params }) => {
    const inlined = holdsPageData();
    const { postId } = params as { postId?: string };
    const load = import("@/features/editor/prefetch").then(({ prefetchEditor }) =>
      prefetchEditor(context.queryClient, postId),
    );
    await translations("editor", "library", "media", "publishing", "slots", "strategy")();
    if (inlined) await load;
  },
  component: EditorScreen,
});
