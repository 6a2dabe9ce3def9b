import { createFileRoute } from "@tanstack/react-router";
import { AppWindow } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/apps/")({
  component: AppsPage,
});

function AppsPage() {
  return <ComingSoon tool="apps" icon={AppWindow} />;
}
