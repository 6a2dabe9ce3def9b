import { Copy, Plus, Trash2 } from "lucide-react";
import { memo } from "react";
import { CAROUSEL_LIMITS } from "@contracts/carousels/carousel";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { PICKABLE_LAYOUTS, type PickableLayout } from "../slide-fields";

/** Add a slide (of a chosen layout, after the selected one), duplicate or delete the selected one, within 2-20. */
export const SlideActions = memo(function SlideActions({
  count,
  onAdd,
  onAddImage,
  onDuplicate,
  onDelete,
}: {
  count: number;
  onAdd: (layout: PickableLayout) => void;
  /** An image slide: its image is picked from the Library first. */
  onAddImage: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const full = count >= CAROUSEL_LIMITS.maxSlides;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" disabled={full}>
              <Plus aria-hidden className="size-4" />
              {t("carousels.rail.add")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" onCloseAutoFocus={(e) => e.preventDefault()}>
            {PICKABLE_LAYOUTS.map((layout) => (
              <DropdownMenuItem key={layout} onSelect={() => onAdd(layout)}>
                {t(`carousels.layouts.${layout}`)}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={onAddImage}>{t("carousels.layouts.image")}…</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          size="icon"
          variant="outline"
          className="size-8"
          disabled={full}
          onClick={onDuplicate}
          aria-label={t("carousels.rail.duplicate")}
          title={t("carousels.rail.duplicate")}
        >
          <Copy aria-hidden className="size-4" />
        </Button>
        <Button
          size="icon"
          variant="outline"
          className="size-8"
          disabled={count <= CAROUSEL_LIMITS.minSlides}
          onClick={onDelete}
          aria-label={t("carousels.rail.delete")}
          title={t("carousels.rail.delete")}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {t("carousels.rail.count", { count, max: CAROUSEL_LIMITS.maxSlides })}
      </p>
      {full ? (
        <p className="text-xs text-muted-foreground">{t("carousels.rail.full", { max: CAROUSEL_LIMITS.maxSlides })}</p>
      ) : count > CAROUSEL_LIMITS.comfortableSlides ? (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          {t("carousels.rail.long", { comfortable: CAROUSEL_LIMITS.comfortableSlides })}
        </p>
      ) : null}
    </div>
  );
});
