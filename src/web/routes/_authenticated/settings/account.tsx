import { createFileRoute } from "@tanstack/react-router";
import { connectOutcomeSearch } from "@contracts/linkedin/rules";
import { linkLandingSearch } from "@contracts/account-sign-in/paths";
import { AccountSettings } from "@/features/settings/account-settings";
import { emailChangeSearch } from "@/features/settings/account/email-api";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/settings/account")({
  loader: translations("linkedin"),
  // `?linkedin=<outcome>`: how a LinkedIn connection started here just ended; `?email=changed`: how the link of a
  // change of email did; `?signIn=linked|failed`: how linking LinkedIn's sign-in did
  validateSearch: (search: Record<string, unknown>) => ({
    ...connectOutcomeSearch(search),
    ...emailChangeSearch(search),
    ...linkLandingSearch(search),
  }),
  component: AccountRoute,
});

function AccountRoute() {
  const { linkedin, emailChange, signInLink, signInError } = Route.useSearch();
  return (
    <AccountSettings
      outcome={linkedin}
      emailChange={emailChange}
      signInLink={signInLink && { result: signInLink, error: signInError }}
    />
  );
}
