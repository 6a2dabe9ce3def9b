import { createFileRoute } from "@tanstack/react-router";
import { SettingsLayout } from "@/features/settings/settings-layout";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/settings")({
  loader: translations("settings"),
  component: SettingsLayout,
});
