import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/guards";
import { AuthenticatedLayout } from "@/components/layout/authenticated-layout";
import { seedMeFromPage } from "@/entities/profile/me-from-page";
import { LinkedinExpiryBanner } from "@/features/notifications/components/linkedin-expiry-banner";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { seedNotificationsFromPage } from "@/features/notifications/api";
import { seedLinkedinConnectionFromPage } from "@/features/linkedin/api";

/** Protected layout: the guard runs before any child renders or loads; then the app shell. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: requireSession,
  loader: ({ context }) => {
    seedMeFromPage(context.queryClient);
    seedNotificationsFromPage(context.queryClient);
    seedLinkedinConnectionFromPage(context.queryClient);
  },
  component: () => <AuthenticatedLayout headerActions={<NotificationBell />} banner={<LinkedinExpiryBanner />} />,
});
