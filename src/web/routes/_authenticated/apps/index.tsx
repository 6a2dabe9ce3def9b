import { createFileRoute } from "@tanstack/react-router";
import { connectOutcomeSearch } from "@contracts/linkedin/rules";
import { AppsPage } from "@/features/linkedin/apps-page";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/apps/")({
  loader: translations("aiConnection", "linkedin"),
  // `?linkedin=<outcome>`: how a connection just ended (the callback's redirect); anything else is dropped
  validateSearch: connectOutcomeSearch,
  component: AppsRoute,
});

function AppsRoute() {
  const { linkedin } = Route.useSearch();
  return <AppsPage outcome={linkedin} />;
}
