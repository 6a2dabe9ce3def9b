import { TriangleAlert } from "lucide-react";
import { memo, useRef, useState, type KeyboardEvent } from "react";
import type { CarouselDesign } from "@contracts/carousels/carousel";
import { slideFit } from "@shared/carousel/slide";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { SlidePreview } from "../slide-preview";
import { sameLookAndSlide } from "../deck-edits";

export const slideThumbId = (index: number) => `carousel-slide-thumb-${index}`;

/** A thumbnail's picture, drawn again only when its slide or the carousel's look changed (not for a key typed in
 * another slide). */
const ThumbPicture = memo(
  function ThumbPicture({ design, index }: { design: CarouselDesign; index: number }) {
    return <SlidePreview design={design} index={index} width={80} label="" />;
  },
  (a, b) => a.index === b.index && sameLookAndSlide(a.design, b.design, a.index),
);

const STEP: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/**
 * The slides as thumbnails, in order: a click or Enter selects one; the arrow keys go from one to the next;
 * Alt + an arrow moves the focused slide (said to screen readers), as does dragging it onto another. Given the
 * settled design (`useSettledDesign`), a keystroke in a slide's text draws nothing here.
 */
export const SlideRail = memo(function SlideRail({
  design,
  selected,
  onSelect,
  onMove,
  disabled,
}: {
  design: CarouselDesign;
  selected: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const count = design.slides.length;
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const focusThumb = (index: number) =>
    requestAnimationFrame(() => document.getElementById(slideThumbId(index))?.focus());

  const move = (from: number, to: number) => {
    if (disabled || to < 0 || to >= count || from === to) return;
    onMove(from, to);
    setAnnouncement(t("carousels.rail.moved", { from: from + 1, to: to + 1, count }));
    focusThumb(to);
  };

  const onKey = (e: KeyboardEvent, index: number) => {
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    if (e.altKey) return move(index, index + step);
    const next = Math.max(0, Math.min(count - 1, index + step));
    onSelect(next);
    focusThumb(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p id="carousel-rail-hint" className="text-xs text-muted-foreground">
        {t("carousels.rail.hint")}
      </p>
      <ol
        aria-label={t("carousels.rail.label")}
        className="flex gap-2 overflow-x-auto pb-1 lg:max-h-[calc(100vh-16rem)] lg:flex-col lg:overflow-x-visible lg:overflow-y-auto lg:pr-1"
      >
        {design.slides.map((slide, i) => {
          const overflows = slideFit(design, i).overflows;
          const label = t("carousels.rail.slide", {
            n: i + 1,
            count,
            layout: t(`carousels.layouts.${slide.layout}`),
          });
          return (
            <li
              key={i}
              draggable={!disabled}
              onDragStart={(e) => {
                dragged.current = i;
                e.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(e) => {
                if (dragged.current === null) return;
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragged.current;
                dragged.current = null;
                setOver(null);
                if (from !== null) move(from, i);
              }}
              onDragEnd={() => {
                dragged.current = null;
                setOver(null);
              }}
              className={cn("shrink-0 rounded-lg", over === i && "ring-2 ring-primary")}
            >
              <button
                type="button"
                id={slideThumbId(i)}
                aria-label={overflows ? `${label}. ${t("carousels.overflow.short")}` : label}
                aria-pressed={i === selected}
                aria-describedby="carousel-rail-hint"
                tabIndex={i === selected ? 0 : -1}
                onClick={() => onSelect(i)}
                onKeyDown={(e) => onKey(e, i)}
                className={cn(
                  "relative flex items-start gap-2 rounded-lg border-2 p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  i === selected ? "border-primary" : "border-transparent hover:border-border",
                )}
              >
                <span aria-hidden className="w-4 pt-0.5 text-right text-xs text-muted-foreground tabular-nums">
                  {i + 1}
                </span>
                <span aria-hidden className="pointer-events-none overflow-hidden rounded border">
                  <ThumbPicture design={design} index={i} />
                </span>
                {overflows ? (
                  <TriangleAlert
                    aria-hidden
                    className="absolute top-1 right-1 size-4 rounded-sm bg-background text-destructive"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
});
