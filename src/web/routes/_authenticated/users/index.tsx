import { createFileRoute } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/users/")({
  component: UsersPage,
});

function UsersPage() {
  return (
    <ComingSoon
      tool="users"
      icon={Users}
      primary={{ to: "/content-management", label: "tools.links.contentManagement" }}
    />
  );
}
