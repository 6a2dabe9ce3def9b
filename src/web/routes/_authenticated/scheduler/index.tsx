import { createFileRoute } from "@tanstack/react-router";
import { lazy } from "react";
import { validateSchedulerSearch } from "@shared/schedule/calendar-search";
import { SchedulerPage } from "@/features/scheduler/calendar/scheduler-page";
import { holdsPageData } from "@/lib/api/page-data";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/scheduler/")({
  validateSearch: validateSchedulerSearch,
  loaderDeps: ({ search }) => ({ view: search.view, date: search.date }),
  // As /notes': the range's read starts with the page's code; on the page's first load the server put its answer in
  // the page, so waiting for it costs no request and the first render is the list, as the server's was.
  loader: async ({ context, deps }) => {
    const inlined = holdsPageData();
    const load = import("@/features/scheduler/calendar/prefetch").then(({ prefetchScheduler }) =>
      prefetchScheduler(context.queryClient, deps),
    );
    await translations("editor", "publishing", "scheduler", "slots")();
    if (inlined) await load;
  },
  component: SchedulerRoute,
});

// the shared schedule dialog, loaded when first opened
const ScheduleDialog = lazy(() => import("@/features/publishing/schedule-dialog"));

function SchedulerRoute() {
  const { view, date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SchedulerPage
      view={view ?? "list"}
      date={date}
      onNavigate={(next) => void navigate({ search: next })}
      ScheduleDialog={ScheduleDialog}
    />
  );
}
