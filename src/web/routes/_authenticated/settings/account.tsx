import { createFileRoute } from "@tanstack/react-router";
import { connectOutcomeSearch } from "@contracts/linkedin/rules";
import { AccountSettings } from "@/features/settings/account-settings";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/settings/account")({
  loader: translations("linkedin"),
  // `?linkedin=<outcome>`: how a LinkedIn connection started here just ended
  validateSearch: connectOutcomeSearch,
  component: AccountRoute,
});

function AccountRoute() {
  const { linkedin } = Route.useSearch();
  return <AccountSettings outcome={linkedin} />;
}
