import { createFileRoute } from "@tanstack/react-router";
import { connectOutcomeSearch } from "@contracts/linkedin/rules";
import { AccountSettings } from "@/features/settings/account-settings";

export const Route = createFileRoute("/_authenticated/settings/account")({
  // `?linkedin=<outcome>`: how a LinkedIn connection started here just ended
  validateSearch: connectOutcomeSearch,
  component: AccountRoute,
});

function AccountRoute() {
  const { linkedin } = Route.useSearch();
  return <AccountSettings outcome={linkedin} />;
}
