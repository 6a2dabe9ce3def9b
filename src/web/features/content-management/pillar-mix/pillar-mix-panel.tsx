import { useEffect, useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { fillGapRoom } from "@contracts/planning/rules";
import type { Frequency } from "@contracts/strategy/rules";
import type { FillGapResult, PillarMixEntry } from "@contracts/planning/schemas";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useTranslation } from "@/lib/use-translation";
import { FILL_GAP_KEY, PILLAR_MIX_KEY, pillarMixQuery, useFillGap } from "./api";

/**
 * The pillar mix (issue 12): for the next 4 weeks, each active pillar's scheduled posts and drafts against what its
 * frequency asks for, as small bars with the same figures in text (the bars are decoration for sighted users; the
 * text is what screen readers read), and "Fill the gap" to add idea cards for the pillars behind.
 */
export function PillarMixPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useQueryClient();
  const { data: mix, isPending, isError, refetch } = useQuery(pillarMixQuery);
  const fill = useFillGap((result) => toast(fillGapToast(result, t)));

  // Any post change made on the page (a card moved, deleted, scheduled...) can move the mix: read it again.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (
          event.type === "updated" &&
          event.action.type === "success" &&
          event.mutation.options.mutationKey?.[1] !== FILL_GAP_KEY[1]
        )
          void client.invalidateQueries({ queryKey: PILLAR_MIX_KEY });
      }),
    [client],
  );

  const pillars = mix?.pillars ?? [];
  const behind = pillars.filter((p) => p.gap > 0);
  const room = pillars.reduce((sum, p) => sum + fillGapRoom(p), 0);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t("pillarMix.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("pillarMix.description", { weeks: mix?.weeks ?? 4 })}</p>
        </div>
        {pillars.length > 0 && behind.length > 0 && (
          <Button
            onClick={() => fill.mutate({})}
            busy={fill.isPending}
            disabled={room === 0}
            aria-describedby={room === 0 ? `${titleId}-covered` : undefined}
          >
            {fill.isPending ? t("pillarMix.filling") : t("pillarMix.fill")}
          </Button>
        )}
      </div>

      {isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("pillarMix.loading")}
        </p>
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t("pillarMix.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t("pillarMix.retry")}
          </Button>
        </div>
      ) : pillars.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-md border border-dashed p-4 text-sm">
          <p>{t("pillarMix.noPillars")}</p>
          <Link to="/strategy" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("pillarMix.toStrategy")}
          </Link>
        </div>
      ) : (
        <>
          <MixLegend />
          <ul className="flex flex-col gap-4">
            {pillars.map((p) => (
              <PillarBar key={p.pillarId} pillar={p} />
            ))}
          </ul>
          {behind.length === 0 ? (
            <p className="text-sm font-medium">{t("pillarMix.allOnTrack", { weeks: mix?.weeks ?? 4 })}</p>
          ) : room === 0 ? (
            <p id={`${titleId}-covered`} className="text-sm text-muted-foreground">
              {t("pillarMix.ideasCover")}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function fillGapToast(result: FillGapResult, t: ReturnType<typeof useTranslation>["t"]) {
  const count = result.posts.length;
  if (count === 0) return { title: t("pillarMix.toast.none") };
  const how =
    result.mode === "llm"
      ? t("pillarMix.toast.llm")
      : result.fallbackReason === "not-configured"
        ? t("pillarMix.toast.template")
        : t("pillarMix.toast.fallback");
  return { title: t("pillarMix.toast.added", { count }), description: how };
}

function MixLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm bg-brand" />
        {t("pillarMix.legend.scheduled")}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm border border-brand bg-brand/30" />
        {t("pillarMix.legend.drafts")}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-3 w-0.5 bg-foreground" />
        {t("pillarMix.legend.target")}
      </li>
    </ul>
  );
}

// the strategy's labels live in its rules module; importing it here would split it out of /strategy's first load
const FREQUENCY_KEYS: Record<Frequency, string> = {
  Daily: "daily",
  "2-3 times per week": "weekly2to3",
  "Once a week": "weekly",
  "2-3 times per month": "monthly2to3",
  Monthly: "monthly",
  Occasionally: "occasionally",
};

function PillarBar({ pillar: p }: { pillar: PillarMixEntry }) {
  const { t } = useTranslation();
  const planned = p.scheduled + p.drafts;
  // the scale: the target, or what is planned when it goes past it, with room for the target's mark to show
  const scale = Math.max(p.target, planned, 1) * 1.08;
  const pct = (n: number) => `${(n / scale) * 100}%`;
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="min-w-0 font-medium break-words">{p.name}</span>
        <span className="text-xs text-muted-foreground">{t(`pillarMix.frequency.${FREQUENCY_KEYS[p.frequency]}`)}</span>
      </div>
      <div aria-hidden className="relative h-3 w-full overflow-hidden rounded-full border bg-muted">
        <div className="absolute inset-y-0 left-0 flex" style={{ width: pct(planned) }}>
          <div className="h-full bg-brand" style={{ width: planned ? `${(p.scheduled / planned) * 100}%` : 0 }} />
          <div className="h-full flex-1 border-y border-r border-brand bg-brand/30" hidden={p.drafts === 0} />
        </div>
        <div className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-foreground" style={{ left: pct(p.target) }} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <span>{t("pillarMix.counts", { scheduled: p.scheduled, drafts: p.drafts, target: p.target })}</span>
        <span className="font-medium">{p.gap > 0 ? t("pillarMix.gap", { count: p.gap }) : t("pillarMix.onTrack")}</span>
        {p.ideas > 0 && <span className="text-muted-foreground">{t("pillarMix.ideas", { count: p.ideas })}</span>}
      </p>
    </li>
  );
}
