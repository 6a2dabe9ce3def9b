import { Link } from "@tanstack/react-router";
import { Palette } from "lucide-react";
import { memo, useState } from "react";
import type { BrandKit } from "@contracts/carousels/brand-kit";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { useBrandKit } from "../brand-kit-api";

const linkClass =
  "text-sm underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The workspace's brand kit beside the carousel's own design: "Apply the brand kit" fills its colours, fonts, logo,
 * headshot, name and handle in one undoable step (the carousel's switches stay). A workspace without a kit is
 * pointed to Settings > Brand kit.
 */
export const BrandKitPanel = memo(function BrandKitPanel({
  onApply,
  disabled,
}: {
  onApply: (kit: BrandKit) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const kit = useBrandKit();
  const [applied, setApplied] = useState(false);
  const state = kit.data?.brandKit;
  if (!state) return null;
  const saved = state.version > 0;
  return (
    <section aria-labelledby="carousel-kit-title" className="flex flex-col gap-2 rounded-lg border p-3">
      <h2 id="carousel-kit-title" className="flex items-center gap-2 text-sm font-semibold">
        <Palette aria-hidden className="size-4" />
        {t("carousels.kit.title")}
      </h2>
      {saved ? (
        <>
          <div className="flex items-center gap-1.5" aria-hidden>
            {[state.kit.background, state.kit.text, state.kit.accent].map((colour, i) => (
              <span key={i} className="size-5 rounded-full border" style={{ background: colour }} />
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => {
                onApply(state.kit);
                setApplied(true);
              }}
            >
              {t("carousels.kit.apply")}
            </Button>
            <Link to="/settings/brand-kit" className={linkClass}>
              {t("carousels.kit.edit")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("carousels.kit.none")}</p>
          <Link to="/settings/brand-kit" className={linkClass}>
            {t("carousels.kit.setUp")}
          </Link>
        </>
      )}
      <p role="status" className="text-xs text-muted-foreground">
        {applied ? t("carousels.kit.applied") : ""}
      </p>
    </section>
  );
});
