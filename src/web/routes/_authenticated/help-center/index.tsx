import { createFileRoute } from "@tanstack/react-router";
import { HelpCenterPage } from "@/features/help/help-center-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/help-center/")({
  loader: translations("help", "linkedin"),
  component: HelpCenterPage,
});
