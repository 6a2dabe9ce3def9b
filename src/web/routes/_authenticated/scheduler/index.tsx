import { createFileRoute } from "@tanstack/react-router";
import { validateSchedulerSearch } from "@/features/scheduler/calendar/calendar-search";
import { SchedulerPage } from "@/features/scheduler/calendar/scheduler-page";

export const Route = createFileRoute("/_authenticated/scheduler/")({
  validateSearch: validateSchedulerSearch,
  component: SchedulerRoute,
});

function SchedulerRoute() {
  const { view, date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SchedulerPage view={view ?? "list"} date={date} onNavigate={(next) => void navigate({ search: next })} />;
}
