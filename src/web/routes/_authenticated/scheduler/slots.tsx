import { createFileRoute } from "@tanstack/react-router";
import { PostingSlotsPage } from "@/features/scheduler/slots/posting-slots-page";

export const Route = createFileRoute("/_authenticated/scheduler/slots")({
  component: PostingSlotsPage,
});
