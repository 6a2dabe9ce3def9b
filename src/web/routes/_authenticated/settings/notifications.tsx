import { createFileRoute } from "@tanstack/react-router";
import { NotificationsSettings } from "@/features/settings/notifications-settings";

export const Route = createFileRoute("/_authenticated/settings/notifications")({
  component: NotificationsSettings,
});
