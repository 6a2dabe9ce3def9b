import { createFileRoute } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/users/")({
  loader: translations("tools"),
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
