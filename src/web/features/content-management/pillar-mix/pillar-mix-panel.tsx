import { useEffect, useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { fillGapTotal } from "@contracts/planning/rules";
import type { Frequency } from "@contracts/strategy/rules";
import type { FillGapResult, PillarMix } from "@contracts/planning/schemas";
import { Button, buttonVariants } from "@/components/ui/button";
import { undoToast } from "@/components/ui/undo-toast";
import { aiFailureText } from "@/lib/i18n/ai-failure-text";
import { toast } from "@/lib/ui/use-toast";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useCan } from "@/entities/profile/use-can";
import { FILL_GAP_KEY, PILLAR_MIX_KEY, PILLAR_SHARES_KEY, pillarMixQuery, useFillGap } from "./api";
import { useSetPillarShares, useUndoFillGap } from "./api";
import { PillarBar } from "./pillar-bar";

type T = ReturnType<typeof useTranslation>["t"];

/**
 * The pillar mix (issues 12 and 25): the posts the user's answered frequency asks for over the next 4 weeks (the
 * total, shown), split across the active pillars by their shares (equal unless the user changes them), each pillar's
 * scheduled posts and drafts against its part, and "Fill the gap", which says how many idea cards it adds and offers
 * Undo. Filling the gap is post.write's, the shares strategy.write's (contracts/planning endpoints' `access`): a role
 * without them reads the mix, told who changes it.
 */
export function PillarMixPanel() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const client = useQueryClient();
  const { data: mix, isPending, isError, refetch } = useQuery(pillarMixQuery);
  const undo = useUndoFillGap((count) => toast({ title: t("pillarMix.toast.undone", { count }) }));
  const fill = useFillGap((result) =>
    fillGapToast(result, t, i18n.resolvedLanguage ?? "en", (ids) => undo.mutate(ids)),
  );
  const shares = useSetPillarShares();
  const mayFill = useCan("post.write");
  const mayShare = useCan("strategy.write");

  // Any post change made on the page (a card moved, deleted, scheduled...) can move the mix: read it again. The
  // mix's own mutations answer the new mix.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        const key = event.mutation?.options.mutationKey?.[1];
        if (
          event.type === "updated" &&
          event.action.type === "success" &&
          key !== FILL_GAP_KEY[1] &&
          key !== PILLAR_SHARES_KEY[1]
        )
          void client.invalidateQueries({ queryKey: PILLAR_MIX_KEY });
      }),
    [client],
  );

  const pillars = mix?.pillars ?? [];
  const behind = pillars.filter((p) => p.gap > 0);
  const adds = fillGapTotal(pillars);
  const coveredId = `${titleId}-covered`;
  const customShares = pillars.some((p) => p.share !== null);

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
        {mayFill && pillars.length > 0 && behind.length > 0 && (
          <Button
            onClick={() => fill.mutate({})}
            busy={fill.isPending}
            disabled={adds === 0}
            aria-describedby={adds === 0 ? coveredId : undefined}
          >
            {fill.isPending
              ? t("pillarMix.filling")
              : adds > 0
                ? t("pillarMix.fillCount", { count: adds })
                : t("pillarMix.fill")}
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
          {mayShare ? (
            <>
              <p>{t("pillarMix.noPillars")}</p>
              <Link to="/strategy" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("pillarMix.toStrategy")}
              </Link>
            </>
          ) : (
            <p>{t("pillarMix.noPillarsReadOnly")}</p>
          )}
        </div>
      ) : (
        <>
          <MixTotal mix={mix} />
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <MixLegend />
            {mayShare && customShares && (
              <Button
                variant="outline"
                size="sm"
                disabled={shares.isPending}
                onClick={() => shares.mutate({ shares: pillars.map((p) => ({ pillarId: p.pillarId, share: null })) })}
              >
                {t("pillarMix.share.equal")}
              </Button>
            )}
          </div>
          <ul className="flex flex-col gap-4">
            {pillars.map((p) => (
              <PillarBar
                key={p.pillarId}
                pillar={p}
                saving={shares.isPending}
                onShare={mayShare ? (share) => shares.mutate({ shares: [{ pillarId: p.pillarId, share }] }) : undefined}
              />
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t("pillarMix.share.help")}</p>
          {mayFill && mayShare ? null : <p className="text-sm text-muted-foreground">{t("pillarMix.readOnlyRole")}</p>}
          {behind.length === 0 ? (
            <p className="text-sm font-medium">{t("pillarMix.allOnTrack", { weeks: mix.weeks })}</p>
          ) : adds === 0 && mayFill ? (
            <p id={coveredId} className="text-sm text-muted-foreground">
              {t("pillarMix.ideasCover")}
            </p>
          ) : null}
        </>
      )}
    </section>
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

/** The whole mix's target, which the pillars' targets add up to, and where it comes from. */
function MixTotal({ mix }: { mix: PillarMix }) {
  const { t } = useTranslation();
  const frequency = t(`pillarMix.frequency.${FREQUENCY_KEYS[mix.frequency]}`);
  return (
    <p className="text-sm font-medium">
      {t(mix.answered ? "pillarMix.total" : "pillarMix.totalDefault", {
        count: mix.total,
        weeks: mix.weeks,
        frequency,
      })}
    </p>
  );
}

function fillGapToast(result: FillGapResult, t: T, language: string, onUndo: (ids: string[]) => void) {
  const count = result.posts.length;
  if (count === 0) return toast({ title: t("pillarMix.toast.none") });
  const why = aiFailureText(t, result.fallbackReason, result.retryAfterSeconds, language);
  const how =
    result.mode === "llm"
      ? t("pillarMix.toast.llm")
      : result.fallbackReason === "not-configured"
        ? t("pillarMix.toast.template")
        : why
          ? t("pillarMix.toast.fallbackBecause", { reason: why })
          : t("pillarMix.toast.fallback");
  const ids = result.posts.map((p) => p.id);
  undoToast({
    title: t("pillarMix.toast.added", { count }),
    description: how,
    undoLabel: t("pillarMix.toast.undo"),
    altText: t("pillarMix.toast.undoAlt", { count }),
    onUndo: () => onUndo(ids),
  });
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
