import { createFileRoute } from "@tanstack/react-router";
import { CONNECT_OUTCOMES } from "@contracts/linkedin/rules";
import { AccountSettings } from "@/features/settings/account-settings";

export const Route = createFileRoute("/_authenticated/settings/account")({
  // `?linkedin=<outcome>`: how a LinkedIn connection started here just ended
  validateSearch: (search: Record<string, unknown>) => {
    const linkedin = CONNECT_OUTCOMES.find((o) => o === search.linkedin);
    return linkedin ? { linkedin } : {};
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { linkedin } = Route.useSearch();
  return <AccountSettings outcome={linkedin} />;
}
