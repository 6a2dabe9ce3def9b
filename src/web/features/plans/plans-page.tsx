import { Check, CircleDashed, Crown } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";

/** Each plan's lines: Free's are what this server does today; Pro's are announced, none of them available yet. */
export const PLANS = [
  {
    id: "free",
    price: 0,
    features: [
      "plans.free.features.strategy",
      "plans.free.features.pillars",
      "plans.free.features.generate",
      "plans.free.features.editor",
      "plans.free.features.scheduling",
      "plans.free.features.contentManagement",
      "plans.free.features.notesLibrary",
      "plans.free.features.carousels",
      "plans.free.features.inspirations",
      "plans.free.features.notifications",
      "plans.free.features.themes",
    ],
  },
  {
    id: "pro",
    price: 19,
    features: ["plans.pro.features.everythingFree", "plans.pro.features.teams", "plans.pro.features.support"],
  },
] as const;

/** "Upgrade to Pro": Free and Pro side by side. No payment yet: Pro is announced, not sold. */
export function PlansPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Page title={t("plans.title")} description={t("plans.description")}>
      <div className="grid gap-4 md:grid-cols-2">
        {PLANS.map((plan) => {
          const pro = plan.id === "pro";
          return (
            <section
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col gap-6 rounded-xl border bg-card p-6 shadow-xs",
                pro && "border-brand/40 ring-1 ring-brand/20",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id={`plan-${plan.id}`} className="flex items-center gap-2 text-lg font-semibold">
                  {pro ? <Crown className="size-4 text-amber-500" aria-hidden="true" /> : null}
                  {t(`plans.${plan.id}.name`)}
                </h2>
                {pro ? (
                  <Badge variant="brand">{t("plans.soon")}</Badge>
                ) : (
                  <Badge variant="outline">{t("plans.current")}</Badge>
                )}
              </div>
              <p className="flex items-baseline gap-1.5">
                <span className="text-4xl font-semibold tracking-tight tabular-nums">
                  {format.currency(plan.price)}
                </span>
                <span className="text-sm text-muted-foreground">{t("plans.perMonth")}</span>
              </p>
              <p className="text-sm text-muted-foreground">{t(`plans.${plan.id}.tagline`)}</p>
              {/* Pro does not exist yet: its list says what is planned, without the ticks of what works today. */}
              <div className="flex flex-1 flex-col gap-2.5 text-sm">
                {pro ? (
                  <p id="pro-planned" className="text-xs font-medium text-muted-foreground uppercase">
                    {t("plans.pro.planned")}
                  </p>
                ) : null}
                <ul aria-labelledby={pro ? "pro-planned" : undefined} className="flex flex-col gap-2.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2.5">
                      {pro ? (
                        <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      ) : (
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      )}
                      {t(feature)}
                    </li>
                  ))}
                </ul>
              </div>
              {pro ? (
                <Button disabled aria-describedby="pro-note">
                  {t("plans.pro.cta")}
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  {t("plans.current")}
                </Button>
              )}
            </section>
          );
        })}
      </div>
      <p id="pro-note" className="text-sm text-muted-foreground">
        {t("plans.note")}
      </p>
    </Page>
  );
}
