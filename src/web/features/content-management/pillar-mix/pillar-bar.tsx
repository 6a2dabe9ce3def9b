import { useId } from "react";
import { PILLAR_SHARE_LIMITS } from "@contracts/planning/rules";
import type { PillarMixEntry } from "@contracts/planning/schemas";
import { selectClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n/use-translation";

const SHARE_OPTIONS = Array.from(
  { length: PILLAR_SHARE_LIMITS.max - PILLAR_SHARE_LIMITS.min + 1 },
  (_, i) => PILLAR_SHARE_LIMITS.min + i,
);

/**
 * One pillar of the mix: its name and share (a native select: labelled, keyboard-ready; text without `onShare`),
 * a bar (scheduled solid, drafts light, a mark at its target; decoration, hidden from assistive technology) and the
 * same figures in text.
 */
export function PillarBar({
  pillar: p,
  onShare,
  saving,
}: {
  pillar: PillarMixEntry;
  /** Changes its share; without it the share is read only (a role that may not change the strategy). */
  onShare?: (share: number) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const shareId = useId();
  const planned = p.scheduled + p.drafts;
  // the scale: the target, or what is planned when it goes past it, with room for the target's mark to show
  const scale = Math.max(p.target, planned, 1) * 1.08;
  const pct = (n: number) => `${(n / scale) * 100}%`;
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words">{p.name}</span>
        {onShare ? (
          <span className="flex items-center gap-2 text-sm">
            <label htmlFor={shareId} className="text-muted-foreground">
              {t("pillarMix.share.label")}
            </label>
            <select
              id={shareId}
              aria-label={t("pillarMix.share.labelFor", { name: p.name })}
              className={cn(selectClass, "h-9 w-16")}
              value={p.share ?? PILLAR_SHARE_LIMITS.default}
              disabled={saving}
              onChange={(e) => onShare(Number(e.target.value))}
            >
              {SHARE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("pillarMix.share.label")}</span>
            <span className="font-medium tabular-nums">{p.share ?? PILLAR_SHARE_LIMITS.default}</span>
          </span>
        )}
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
