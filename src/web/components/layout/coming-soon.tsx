import { Link } from "@tanstack/react-router";
import { ArrowRight, Check, type LucideIcon } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { buttonVariants } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Page } from "./page";

/** The tool that works today for what a coming tool will do: its page and the i18n key of the button. */
export type ComingSoonLead = { to: "/editor"; label: "tools.links.editorPdf" } | ComingSoonToolLead;
type ComingSoonToolLead =
  | { to: "/generate-post"; label: "tools.links.generatePost" }
  | { to: "/notes"; label: "tools.links.notes" }
  | { to: "/content-management"; label: "tools.links.contentManagement" };

/**
 * Empty state of a tool a later release builds: what it will do, and links to what works today. `tool` names the
 * i18n block `tools.<tool>` (title, description, points.0..2); `primary` is the working tool closest to it (the
 * carousel editor's PDF posts in the Post Editor, ideas in Generate Post or Notes, team work in Content Management).
 */
export function ComingSoon({ tool, icon: Icon, primary }: { tool: string; icon: LucideIcon; primary: ComingSoonLead }) {
  const { t } = useTranslation();
  const points = [0, 1, 2].map((i) => t(`tools.${tool}.points.${i}`));
  return (
    <Page title={t(`tools.${tool}.title`)} description={t(`tools.${tool}.description`)}>
      <section
        aria-labelledby="coming-soon-heading"
        className="relative overflow-hidden rounded-xl border bg-card px-6 py-10 text-center shadow-xs sm:px-10 sm:py-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 h-56 bg-[radial-gradient(50%_60%_at_50%_40%,color-mix(in_oklab,var(--brand)_16%,transparent),transparent)]"
        />
        <div className="relative mx-auto flex max-w-md flex-col items-center">
          <span className="flex size-12 items-center justify-center rounded-xl border bg-background shadow-xs">
            <Icon className="size-5 text-brand-text" aria-hidden="true" />
          </span>
          <Badge variant="outline" className="mt-5">
            {t("tools.comingSoon.badge")}
          </Badge>
          <h2 id="coming-soon-heading" className="mt-3 text-lg font-semibold tracking-tight">
            {t("tools.comingSoon.heading", { tool: t(`tools.${tool}.title`) })}
          </h2>
          <ul className="mt-5 flex w-full flex-col gap-2.5 text-left text-sm">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span className="text-muted-foreground">{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{t("tools.comingSoon.today")}</p>
          <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
            <Link to={primary.to} className={buttonVariants({ size: "sm" })}>
              {t(primary.label)}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/help-center" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("tools.links.helpCenter")}
            </Link>
          </div>
        </div>
      </section>
    </Page>
  );
}
