import { createFileRoute } from "@tanstack/react-router";
import { ListTodo } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/tasks/")({
  loader: translations("tools"),
  component: TasksPage,
});

function TasksPage() {
  return (
    <ComingSoon
      tool="tasks"
      icon={ListTodo}
      primary={{ to: "/content-management", label: "tools.links.contentManagement" }}
    />
  );
}
