import { createFileRoute } from "@tanstack/react-router";
import { LibraryPage } from "@/features/library/library-page";
import { LIBRARY_TABS, type LibraryTab } from "@/features/library/library-tabs";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/library/")({
  loader: translations("contentManagement", "editor", "library", "media", "strategy"),
  validateSearch: (search: Record<string, unknown>): { tab?: LibraryTab } =>
    LIBRARY_TABS.includes(search.tab as LibraryTab) && search.tab !== "posts" ? { tab: search.tab as LibraryTab } : {},
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
