import { Link } from "@tanstack/react-router";
import { LinkedInIcon } from "@/features/auth/components/linkedin-button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useLinkedInAccounts } from "./linkedin-accounts";

/**
 * LinkedIn's two roles for this user in a few lines (Profile, the Help Center): what each does and its state, in the
 * words and from the same reads as Settings > Account, which it links to for the actions.
 */
/** `className`: the card's padding (p-4 unless given), for where it stands beside other cards (Profile). */
export function LinkedInAccountsSummary({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { signIn, publishing } = useLinkedInAccounts();
  const rows = [
    {
      key: "signIn",
      label: t("linkedin.accounts.signIn.label"),
      purpose: t("linkedin.accounts.signIn.purpose"),
      state: signIn && t(`linkedin.accounts.signIn.${signIn}`),
    },
    {
      key: "publishing",
      label: t("linkedin.accounts.publishing.label"),
      purpose: t("linkedin.accounts.publishing.purpose"),
      state: publishing && t(`linkedin.state.${publishing.kind}`),
    },
  ];
  return (
    <section
      aria-labelledby="linkedin-accounts-title"
      className={cn("flex flex-col gap-3 rounded-xl border bg-card shadow-xs", className ?? "p-4")}
      data-testid="linkedin-accounts-summary"
    >
      <h2 id="linkedin-accounts-title" className="flex items-center gap-2 text-base font-semibold">
        <LinkedInIcon className="size-4" />
        {t("linkedin.accounts.title")}
      </h2>
      <dl className="grid gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium" data-testid={`linkedin-${row.key}-state`}>
              {row.state ?? "…"}
            </dd>
            <dd className="text-muted-foreground">{row.purpose}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/settings/account"
        className="self-start rounded-sm text-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t("linkedin.accounts.manage")}
      </Link>
    </section>
  );
}
