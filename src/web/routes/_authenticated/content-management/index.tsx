import { createFileRoute } from "@tanstack/react-router";
import { ContentManagementPage } from "@/features/content-management/content-management-page";
import { CONTENT_VIEWS, type ContentView } from "@/features/content-management/content-views";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/content-management/")({
  loader: translations(
    "contentManagement",
    "editor",
    "library",
    "media",
    "pillarMix",
    "publishing",
    "slots",
    "strategy",
  ),
  validateSearch: (search: Record<string, unknown>): { view?: ContentView } =>
    CONTENT_VIEWS.includes(search.view as ContentView) && search.view !== "table"
      ? { view: search.view as ContentView }
      : {},
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
