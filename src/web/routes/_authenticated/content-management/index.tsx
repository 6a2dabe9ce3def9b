import { createFileRoute } from "@tanstack/react-router";
import { FolderKanban } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/content-management/")({
  component: ContentManagementPage,
});

function ContentManagementPage() {
  return <ComingSoon tool="contentManagement" icon={FolderKanban} />;
}
