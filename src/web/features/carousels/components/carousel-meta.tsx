import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { CAROUSEL_NAME_MAX } from "@contracts/carousels/schemas";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Input, selectClass } from "@/components/ui/input";
import { useCarouselPillars } from "../pillars";

/**
 * The carousel's name and pillar above the slides, and the way back to the list; memoised, so a key typed into a
 * slide does not draw them again.
 */
export const CarouselMeta = memo(function CarouselMeta({
  name,
  pillarId,
  disabled,
  onName,
  onPillar,
}: {
  name: string;
  pillarId: string | null;
  disabled: boolean;
  onName: (name: string) => void;
  onPillar: (pillarId: string | null) => void;
}) {
  const { t } = useTranslation();
  const pillars = useCarouselPillars();
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
          <label htmlFor="carousel-name" className="text-sm font-medium">
            {t("carousels.name")}
          </label>
          <Input
            id="carousel-name"
            value={name}
            maxLength={CAROUSEL_NAME_MAX}
            disabled={disabled}
            aria-invalid={!name.trim() || undefined}
            onChange={(e) => onName(e.target.value)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
          <label htmlFor="carousel-pillar" className="text-sm font-medium">
            {t("carousels.pillar")}
          </label>
          <select
            id="carousel-pillar"
            className={selectClass}
            value={pillarId ?? ""}
            disabled={disabled}
            onChange={(e) => onPillar(e.target.value || null)}
          >
            <option value="">{t("carousels.noPillar")}</option>
            {pillars.active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            {/* a pillar turned off since: still named, not offered to others */}
            {pillarId && !pillars.active.some((p) => p.id === pillarId) ? (
              <option value={pillarId}>
                {pillars.all.find((p) => p.id === pillarId)?.name ?? t("carousels.pillarGone")}
              </option>
            ) : null}
          </select>
        </div>
        <Link
          to="/carousel-editor"
          className="text-sm underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t("carousels.allCarousels")}
        </Link>
      </div>
      {!name.trim() ? <p className="text-xs font-medium text-destructive">{t("carousels.nameRequired")}</p> : null}
    </>
  );
});
