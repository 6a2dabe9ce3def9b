import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "@/features/profile/profile-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/profile/")({
  loader: translations("profile", "linkedin"),
  component: ProfilePage,
});
