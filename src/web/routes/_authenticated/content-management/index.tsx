import { createFileRoute } from "@tanstack/react-router";
import { ContentManagementPage } from "@/features/content-management/content-management-page";
import { type ContentView } from "@/features/content-management/content-views";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/content-management/")({
  validateSearch: (search: Record<string, unknown>): { view?: ContentView } =>
    search.view === "board" ? { view: "board" } : {},
  loaderDeps: ({ search }) => ({ view: search.view ?? "table" }),
  // As /notes': the reads start with the page's code; on the page's first load the server put their answers in the
  // page, so waiting for them costs no request and the first render is the lists, as the server's was.
  loader: async ({ context, deps }) => {
    const inlined = holdsPageData();
    const load = import("@/features/content-management/prefetch").then(({ prefetchContentManagement }) =>
      prefetchContentManagement(context.queryClient, deps.view),
    );
    await translations(
      "contentManagement",
      "editor",
      "library",
      "media",
      "pillarMix",
      "publishing",
      "slots",
      "strategy",
    )();
    if (inlined) await load;
  },
  component: ContentManagementRoute,
});

function ContentManagementRoute() {
  const { view } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContentManagementPage
      view={view ?? "table"}
      onView={(next) => void navigate({ search: next === "table" ? {} : { view: next }, replace: true })}
    />
  );
}
