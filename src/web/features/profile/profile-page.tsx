import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/layout/page";
import { Avatar } from "@/components/ui/avatar";
import { buttonVariants } from "@/components/ui/button";
import { SUPPORTED_LANGUAGES } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/me";

/** Read-only profile (SPEC §2 view mode). Editing arrives with the profile feature. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { name, email, initials, image, me } = useCurrentUser();
  const headline = me?.headline || me?.linkedinIdentity?.headline || null;
  const linkedinUrl = me?.linkedin || me?.linkedinIdentity?.profileUrl || null;
  const language = SUPPORTED_LANGUAGES.find((l) => l.code === (me?.language ?? "en"))?.label ?? "English";
  return (
    <Page title={t("profile.title")} description={t("profile.description")} width="narrow">
      <section aria-label={t("profile.title")} className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <div aria-hidden="true" className="h-24 bg-[linear-gradient(120deg,color-mix(in_oklab,var(--brand)_28%,transparent),color-mix(in_oklab,var(--brand)_6%,transparent))]" />
        <div className="-mt-10 flex flex-col gap-4 px-6 pb-6">
          <Avatar src={image} initials={initials} className="size-20 rounded-full border-4 border-card text-xl" />
          <div className="flex flex-col gap-1">
            <p className="text-xl font-semibold tracking-tight">{name}</p>
            <p className="text-sm text-muted-foreground">{headline ?? t("profile.noHeadline")}</p>
          </div>
          <dl className="grid gap-4 border-t pt-4 text-sm sm:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t("profile.email")}</dt>
              <dd className="truncate font-medium">{email}</dd>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t("profile.linkedin")}</dt>
              <dd className="truncate font-medium">
                {linkedinUrl ? (
                  <a href={linkedinUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 underline underline-offset-4">
                    {t("profile.viewLinkedin")}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="text-muted-foreground">{t("profile.notSet")}</span>
                )}
              </dd>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t("profile.language")}</dt>
              <dd className="font-medium">{language}</dd>
            </div>
          </dl>
        </div>
      </section>
      <p className="text-sm text-muted-foreground">
        {t("profile.editSoon")}{" "}
        <Link to="/settings/account" className={buttonVariants({ variant: "link", size: "sm" }) + " h-auto px-0"}>
          {t("profile.accountLink")}
        </Link>
      </p>
    </Page>
  );
}
