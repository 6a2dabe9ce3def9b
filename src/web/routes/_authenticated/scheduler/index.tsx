import { createFileRoute } from "@tanstack/react-router";
import { lazy } from "react";
import { validateSchedulerSearch } from "@/features/scheduler/calendar/calendar-search";
import { SchedulerPage } from "@/features/scheduler/calendar/scheduler-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/scheduler/")({
  loader: translations("editor", "publishing", "scheduler", "slots"),
  validateSearch: validateSchedulerSearch,
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
