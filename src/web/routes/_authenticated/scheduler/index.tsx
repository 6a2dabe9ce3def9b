import { createFileRoute } from "@tanstack/react-router";
import { CalendarClock } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/scheduler/")({
  component: SchedulerPage,
});

function SchedulerPage() {
  return <ComingSoon tool="scheduler" icon={CalendarClock} />;
}
