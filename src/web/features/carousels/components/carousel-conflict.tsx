import type { Conflict } from "@/lib/autosave/autosave";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { CAROUSEL_NAME_MAX } from "@contracts/carousels/schemas";
import { useCreateCarousel, type CarouselDraft } from "../api";
import { SlidePreview } from "../slide-preview";

/**
 * The carousel changed elsewhere (another tab or device) while edits here were not saved: both versions side by
 * side until the writer decides. "Keep both" keeps mine here and saves the other version as a new carousel.
 */
export function CarouselConflict({
  conflict,
  onResolve,
}: {
  conflict: Conflict<CarouselDraft>;
  onResolve: (choice: "mine" | "theirs") => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCarousel();
  const sides = [
    { label: t("editor.conflict.mine"), draft: conflict.mine },
    { label: t("editor.conflict.theirs"), draft: conflict.theirs.value },
  ];
  const keepBoth = async () => {
    const theirs = conflict.theirs.value;
    const name = `${theirs.name} ${t("carousels.conflict.otherVersion")}`.slice(0, CAROUSEL_NAME_MAX);
    if (await create.mutateAsync({ name, design: theirs.design }).catch(() => null)) onResolve("mine");
  };
  return (
    <section
      aria-labelledby="carousel-conflict-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <h2 id="carousel-conflict-title" className="text-sm font-semibold">
        {t("carousels.conflict.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("carousels.conflict.description")}</p>
      <div className="grid grid-cols-2 gap-3">
        {sides.map((side) => (
          <figure key={side.label} className="flex min-w-0 flex-col gap-1">
            <figcaption className="text-xs font-medium">{side.label}</figcaption>
            <SlidePreview
              design={side.draft.design}
              index={0}
              width={120}
              label={t("carousels.thumbnail", { name: side.draft.name })}
            />
            <span className="truncate text-xs">{side.draft.name}</span>
            <span className="text-xs text-muted-foreground">
              {t("carousels.slideCount", { count: side.draft.design.slides.length })}
            </span>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onResolve("mine")}>
          {t("editor.conflict.keepMine")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onResolve("theirs")}>
          {t("editor.conflict.keepTheirs")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void keepBoth()} busy={create.isPending}>
          {t("editor.conflict.keepBoth")}
        </Button>
      </div>
    </section>
  );
}
