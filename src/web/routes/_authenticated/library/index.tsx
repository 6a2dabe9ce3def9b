import { createFileRoute } from "@tanstack/react-router";
import { LibraryPage } from "@/features/library/library-page";
import { libraryTab, type LibraryTab } from "@/features/library/library-tabs";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/library/")({
  validateSearch: (search: Record<string, unknown>): { tab?: Exclude<LibraryTab, "posts"> } => {
    const tab = libraryTab(search.tab);
    return tab === "posts" ? {} : { tab };
  },
  loaderDeps: ({ search }): { tab: LibraryTab } => ({ tab: search.tab ?? "posts" }),
  // The tab's first requests start with the page's code; on the page's first load the server put their answers in
  // the page (lib/api/page-data.ts): waiting for them costs no request, and the first render is the tab's list, not
  // a spinner (the server renders the page from the same answers).
  loader: async ({ context, deps: { tab } }) => {
    const inlined = holdsPageData();
    const load = import("@/features/library/prefetch").then(({ prefetchLibrary }) =>
      prefetchLibrary(context.queryClient, tab),
    );
    await translations("contentManagement", "editor", "library", "media", "strategy")();
    if (inlined) await load;
  },
  component: LibraryRoute,
});

function LibraryRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LibraryPage
      tab={tab ?? "posts"}
      onTab={(next) => void navigate({ search: next === "posts" ? {} : { tab: next }, replace: true })}
    />
  );
}
