import { TriangleAlert } from "lucide-react";
import type { CarouselDesign } from "@contracts/carousels/carousel";
import { slideFit } from "@shared/carousel/slide";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { CarouselDraft } from "../api";
import { sameLook } from "../deck-edits";
import type { History } from "../history";
import { useHistoryPart, type HistoryStore } from "../history-store";
import { useSettledDesign } from "../settled-design";
import { SlidePreview } from "../slide-preview";
import { DeckForm } from "./deck-form";
import { SlideForm } from "./slide-form";
import { SlideRail } from "./slide-rail";

// The parts of the Carousel Editor that read the draft themselves: a key typed into a slide re-renders these (the
// preview and the slide's fields), while the editor around them, its header and panels, stay as they are.

type Store = HistoryStore<CarouselDraft>;

const designOf = (h: History<CarouselDraft>) => h.present.design;
/** The selected slide, `selected` kept within the slides there are. */
export const selectedIndex = (design: CarouselDesign, selected: number) => Math.min(selected, design.slides.length - 1);

/** The slide rail, given the settled design (a key typed draws its slide's thumbnail once typing pauses). */
export function DraftSlideRail({ store, ...rail }: { store: Store } & Omit<Parameters<typeof SlideRail>[0], "design">) {
  const design = useSettledDesign(useHistoryPart(store, designOf));
  return <SlideRail design={design} {...rail} />;
}

/** The selected slide at its true aspect, and the warning when its text still overflows after fitting. */
export function DraftSlideStage({
  store,
  selected,
  width,
  label,
}: {
  store: Store;
  selected: number;
  width: number;
  label: string;
}) {
  const { t } = useTranslation();
  const design = useHistoryPart(store, designOf);
  const index = selectedIndex(design, selected);
  const fit = slideFit(design, index);
  return (
    <>
      <div className="overflow-hidden rounded-lg border shadow-sm">
        <SlidePreview design={design} index={index} width={width} label={label} />
      </div>
      {fit.overflows ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("carousels.overflow.long")}
        </p>
      ) : null}
    </>
  );
}

/** The selected slide's layout and fields. */
export function DraftSlideForm({
  store,
  selected,
  ...form
}: { store: Store; selected: number } & Omit<Parameters<typeof SlideForm>[0], "slide" | "index">) {
  const slide = useHistoryPart(store, (h) => h.present.design.slides[selectedIndex(h.present.design, selected)]!);
  const index = useHistoryPart(store, (h) => selectedIndex(h.present.design, selected));
  return <SlideForm slide={slide} index={index} {...form} />;
}

/** The carousel's look, drawn again only when the look changes (not for a key typed into a slide). */
export function DraftDeckForm({
  store,
  onChange,
}: {
  store: Store;
  onChange: (change: Partial<CarouselDesign>, field: string) => void;
}) {
  const design = useHistoryPart(store, designOf, sameLook);
  return <DeckForm design={design} onChange={onChange} />;
}
