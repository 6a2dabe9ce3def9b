import { createFileRoute } from "@tanstack/react-router";
import { PostingSlotsPage } from "@/features/scheduler/slots/posting-slots-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/scheduler/slots")({
  loader: translations("slots"),
  component: PostingSlotsPage,
});
