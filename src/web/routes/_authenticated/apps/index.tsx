import { createFileRoute } from "@tanstack/react-router";
import { connectOutcomeSearch } from "@contracts/linkedin/rules";
import { AppsPage } from "@/features/linkedin/apps-page";

export const Route = createFileRoute("/_authenticated/apps/")({
  // `?linkedin=<outcome>`: how a connection just ended (the callback's redirect); anything else is dropped
  validateSearch: connectOutcomeSearch,
  component: AppsRoute,
});

function AppsRoute() {
  const { linkedin } = Route.useSearch();
  return <AppsPage outcome={linkedin} />;
}
