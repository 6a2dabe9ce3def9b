import { Link } from "@tanstack/react-router";
import { Pencil, WandSparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Pillar } from "@contracts/strategy/schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { formatLabel, frequencyLabel } from "../labels";

/**
 * One pillar: what it is for, whom, how and how often, with its active switch and Edit (neither without `onToggle`
 * and `onEdit`: a role that reads the strategy) and Write a post (`writePost`: the role may write posts).
 */
export function PillarCard({
  pillar,
  onToggle,
  onEdit,
  pending = false,
  writePost = true,
  focusEdit = false,
}: {
  pillar: Pillar;
  onToggle?: (active: boolean) => void;
  onEdit?: () => void;
  pending?: boolean;
  writePost?: boolean;
  /** Back from this pillar's edit form: its Edit Pillar button takes the focus again. */
  focusEdit?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusEdit) return;
    editRef.current?.scrollIntoView?.({ block: "center" });
    editRef.current?.focus({ preventScroll: true });
  }, [focusEdit]);
  const lang = i18n.resolvedLanguage ?? "en";
  const switchId = `pillar-active-${pillar.id}`;
  const rows: [string, string][] = [
    [t("strategy.pillar.purpose"), pillar.purpose],
    [t("strategy.pillar.targetAudience"), pillar.targetAudience],
    [t("strategy.pillar.engagementStyle"), pillar.engagementStyle],
    [t("strategy.pillar.frequency"), frequencyLabel(pillar.frequency, lang)],
  ];
  return (
    <article
      aria-labelledby={`${switchId}-name`}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs transition-opacity",
        !pillar.isActive && "opacity-75",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${switchId}-name`} className="text-base font-semibold tracking-tight break-words">
            {pillar.name}
          </h3>
          <Badge variant={pillar.isActive ? "brand" : "outline"} className="w-fit">
            {pillar.isActive ? t("strategy.pillar.active") : t("strategy.pillar.inactive")}
          </Badge>
        </div>
        {onToggle ? (
          <Switch
            id={switchId}
            checked={pillar.isActive}
            disabled={pending}
            onCheckedChange={onToggle}
            aria-label={t("strategy.pillar.toggle", { name: pillar.name })}
          />
        ) : null}
      </div>
      {pillar.description ? <p className="text-sm text-muted-foreground">{pillar.description}</p> : null}
      <dl className="grid gap-3 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([label, v]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        {pillar.formats.length ? (
          <div className="grid gap-1.5">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t("strategy.pillar.formats")}
            </dt>
            <dd className="flex flex-wrap gap-1.5">
              {pillar.formats.map((f) => (
                <Badge key={f}>{formatLabel(f, lang)}</Badge>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4 empty:hidden">
        {onEdit ? (
          <Button ref={editRef} variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t("strategy.pillar.edit")}
            <span className="sr-only">: {pillar.name}</span>
          </Button>
        ) : null}
        {pillar.isActive && writePost ? (
          <Link
            to="/generate-post"
            search={{ pillar: pillar.id }}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <WandSparkles aria-hidden="true" />
            {t("strategy.pillar.writePost")}
            <span className="sr-only">: {pillar.name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
