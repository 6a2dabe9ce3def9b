import type { ConnectOutcome } from "@contracts/linkedin/rules";
import { LinkedInConnectionCard } from "@/features/linkedin/connection-card";
import { useConnectOutcome } from "@/features/linkedin/connect-outcome";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useCurrentUser } from "@/entities/profile/me";
import { AccountExport } from "./account-export";
import { SettingsSection } from "./settings-layout";
import { PasswordSection } from "./account/password-section";
import { SessionsSection } from "./account/sessions-section";
import { IdentitySection } from "./account/identity-section";
import { SignInSection } from "./account/sign-in-section";
import { EmailSection } from "./account/email-section";
import type { EmailChangeOutcome } from "./account/email-api";
import { useLinkOutcome, type LinkLanding } from "./account/linkedin-sign-in-actions";
import { DeleteAccountSection } from "./account/delete-account-section";

export function AccountSettings({
  outcome,
  emailChange,
  signInLink,
}: {
  outcome?: ConnectOutcome;
  /** How the link mailed for a change of email ended (`?email=changed`). */
  emailChange?: EmailChangeOutcome;
  /** How linking LinkedIn's sign-in ended (`?signIn=linked|failed&error=`). */
  signInLink?: LinkLanding;
}) {
  const { t } = useTranslation();
  useConnectOutcome(outcome, "/settings/account");
  useLinkOutcome(signInLink);
  const { email } = useCurrentUser();
  return (
    <div className="flex flex-col gap-8">
      <IdentitySection />
      <SignInSection />

      <SettingsSection
        title={t("settings.account.publishing.title")}
        description={t("settings.account.publishing.description")}
      >
        <LinkedInConnectionCard returnTo="/settings/account" />
      </SettingsSection>

      <EmailSection email={email} outcome={emailChange} />
      <PasswordSection email={email} />
      <AccountExport />
      <SessionsSection />
      <DeleteAccountSection email={email} />
    </div>
  );
}
