import { createFileRoute } from "@tanstack/react-router";
import { InspirationsPage } from "@/features/inspirations/inspirations-page";
import { translations } from "@/lib/i18n/i18n";

// The library's text (src/shared/inspirations) loads with this route's code, never with the shell.
export const Route = createFileRoute("/_authenticated/inspirations/")({
  loader: translations("inspirations", "generatePost", "strategy"),
  component: InspirationsPage,
});
