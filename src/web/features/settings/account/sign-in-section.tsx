import { BadgeCheck, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { useCurrentUser } from "@/entities/profile/me";
import { useSignInMethods } from "@/entities/profile/sign-in-methods";
import { LinkedInIcon } from "@/features/auth/components/linkedin-button";
import { useLinkedInAccounts } from "@/features/linkedin/linkedin-accounts";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SettingsSection } from "../settings-layout";
import { LinkLinkedInButton, UnlinkLinkedInButton } from "./linkedin-sign-in-actions";

/**
 * Settings > Account > Sign-in methods: the email and password, and LinkedIn's sign-in (what it does, whether it is
 * linked, and linking or unlinking it). LinkedIn's publishing is the next section, said once there.
 */
export function SignInSection() {
  const { t } = useTranslation();
  const { email, me, user } = useCurrentUser();
  const verified = me?.emailVerified ?? user?.emailVerified ?? false;
  // an account made with LinkedIn has no password until one is set (the Password section below)
  const methods = useSignInMethods();
  const noPassword = methods.password === false;
  const { signIn, signInName } = useLinkedInAccounts();
  // unlinked, "Unlink" is gone with its dialog: the focus goes to "Link LinkedIn", which takes its place
  const linkButton = useRef<HTMLButtonElement>(null);
  const [focusLink, setFocusLink] = useState(false);
  useEffect(() => {
    if (!focusLink || signIn !== "notLinked" || !linkButton.current) return;
    linkButton.current.focus();
    setFocusLink(false);
  }, [focusLink, signIn]);
  return (
    <SettingsSection title={t("settings.account.signIn.title")} description={t("settings.account.signIn.description")}>
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
        <li className="flex flex-wrap items-center gap-3 p-4" data-testid="linkedin-sign-in">
          <LinkedInIcon className="size-4" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-sm font-medium">{t("linkedin.accounts.signIn.label")}</p>
            <p className="text-sm text-muted-foreground">{t("linkedin.accounts.signIn.purpose")}</p>
            {signIn ? (
              <p className="text-sm text-muted-foreground wrap-anywhere">
                {t(`linkedin.accounts.signIn.${signIn}Detail`, { name: signInName, email })}
              </p>
            ) : null}
          </div>
          {signIn ? (
            <Badge variant={signIn === "linked" ? "brand" : "outline"}>{t(`linkedin.accounts.signIn.${signIn}`)}</Badge>
          ) : null}
          {signIn === "linked" ? (
            <UnlinkLinkedInButton name={signInName ?? email} onUnlinked={() => setFocusLink(true)} />
          ) : null}
          {/* linking asks the password: an account without one has LinkedIn already */}
          {signIn === "notLinked" && methods.password ? <LinkLinkedInButton ref={linkButton} /> : null}
        </li>
      </ul>
    </SettingsSection>
  );
}
