import { createFileRoute } from "@tanstack/react-router";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";
import { validateGeneratePostSearch } from "@/features/generate-post/generate-post-search";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/generate-post/")({
  // As /strategy's: the reads start with the page's code; on the page's first load the server put their answers in
  // the page, so waiting for them costs no request and the first render is the form itself, as the server's was.
  loader: async ({ context }) => {
    const inlined = holdsPageData();
    const load = import("@/features/generate-post/prefetch").then(({ prefetchGeneratePost }) =>
      prefetchGeneratePost(context.queryClient),
    );
    await translations("editor", "generatePost", "media", "prompts", "publishing", "slots", "strategy")();
    if (inlined) await load;
  },
  validateSearch: validateGeneratePostSearch,
  component: GeneratePostRoute,
});

function GeneratePostRoute() {
  const { pillar, promptId, remix, structure } = Route.useSearch();
  return <GeneratePostPage pillarId={pillar} promptId={promptId} remixId={remix} structureId={structure} />;
}
