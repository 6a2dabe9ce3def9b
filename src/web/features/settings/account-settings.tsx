import { Link } from "@tanstack/react-router";
import type { ConnectOutcome } from "@contracts/linkedin/rules";
import { LinkedInConnectionCard } from "@/features/linkedin/connection-card";
import { useConnectOutcome } from "@/features/linkedin/connect-outcome";
import { BadgeCheck, Mail } from "lucide-react";
import { LinkedInIcon } from "@/features/auth/components/linkedin-button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useClientConfig } from "@/lib/app/client-config";
import { useCurrentUser } from "@/entities/profile/me";
import { AccountExport } from "./account-export";
import { SettingsSection } from "./settings-layout";
import { useQuery } from "@tanstack/react-query";
import { PasswordSection, signInMethodsQuery } from "./account/password-section";
import { SessionsSection } from "./account/sessions-section";
import { EmailSection } from "./account/email-section";
import type { EmailChangeOutcome } from "./account/email-api";
import { DeleteAccountSection } from "./account/delete-account-section";

export function AccountSettings({
  outcome,
  emailChange,
}: {
  outcome?: ConnectOutcome;
  /** How the link mailed for a change of email ended (`?email=changed`). */
  emailChange?: EmailChangeOutcome;
}) {
  const { t } = useTranslation();
  useConnectOutcome(outcome, "/settings/account");
  const { name, email, initials, image, me, user } = useCurrentUser();
  const linkedin = me?.linkedinIdentity ?? null;
  const linkedinSignIn = useClientConfig().data?.linkedinEnabled ?? false;
  const verified = me?.emailVerified ?? user?.emailVerified ?? false;
  // an account made with LinkedIn has no password until one is set (the Password section below)
  const noPassword = useQuery(signInMethodsQuery).data?.includes("credential") === false;
  return (
    <div className="flex flex-col gap-8">
      <SettingsSection
        title={t("settings.account.identity.title")}
        description={t("settings.account.identity.description")}
      >
        <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4 shadow-xs">
          <Avatar src={image} initials={initials} className="size-12 rounded-full text-sm" />
          {/* Long names and addresses wrap rather than being cut; on a phone the button goes below. */}
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-medium wrap-anywhere">{name}</p>
            <p className="text-sm text-muted-foreground wrap-anywhere">{email}</p>
          </div>
          <Link to="/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("settings.account.identity.viewProfile")}
          </Link>
        </div>
      </SettingsSection>

      <SettingsSection
        title={t("settings.account.signIn.title")}
        description={t("settings.account.signIn.description")}
      >
        <ul className="divide-y rounded-xl border bg-card shadow-xs">
          <li className="flex flex-wrap items-center gap-3 p-4">
            <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{t("settings.account.signIn.email")}</p>
              <p className="text-sm text-muted-foreground wrap-anywhere">
                {noPassword ? t("settings.account.signIn.noPassword", { email }) : email}
              </p>
            </div>
            {verified ? (
              <Badge variant="outline" className="gap-1">
                <BadgeCheck className="size-3 text-success" aria-hidden="true" />
                {t("settings.account.signIn.verified")}
              </Badge>
            ) : null}
          </li>
          <li className="flex flex-wrap items-center gap-3 p-4">
            <LinkedInIcon className="size-4" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{t("settings.account.signIn.linkedin")}</p>
              <p className="text-sm text-muted-foreground wrap-anywhere">
                {linkedin
                  ? t("settings.account.signIn.linkedinConnected", { name: linkedin.name ?? email })
                  : t(
                      linkedinSignIn
                        ? "settings.account.signIn.linkedinMissing"
                        : "settings.account.signIn.linkedinUnavailable",
                    )}
              </p>
            </div>
            <Badge variant={linkedin ? "brand" : "outline"}>
              {linkedin ? t("settings.account.signIn.connected") : t("settings.account.signIn.notConnected")}
            </Badge>
          </li>
        </ul>
      </SettingsSection>

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
