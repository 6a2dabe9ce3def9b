import { Redo2, Undo2 } from "lucide-react";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import type { Carousel } from "@contracts/carousels/schemas";
import { CAROUSEL_LIMITS, CAROUSEL_SIZES, type CarouselDesign, type Slide } from "@contracts/carousels/carousel";
import type { Media } from "@contracts/media/schemas";
import type { BrandKit } from "@contracts/carousels/brand-kit";
import { applyBrandKit } from "@shared/carousel/brand-kit";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { SaveStatus } from "@/features/editor/components/save-status";
import { useCan } from "@/entities/profile/use-can";
import { useStableCallback } from "@/lib/use-stable-callback";
import { useCarouselDraft } from "./carousel-draft";
import { useHistoryPart } from "./history-store";
import {
  duplicateSlide,
  insertSlide,
  moveSlide,
  newSlide,
  removeSlide,
  selectionAfter,
  updateSlide,
} from "./deck-edits";
import { mainText, relayout, type PickableLayout } from "./slide-fields";
import { placeholderText } from "./starter";
import { useSlideWidth } from "./use-slide-width";
import { BrandKitPanel } from "./components/brand-kit-panel";
import { CarouselConflict } from "./components/carousel-conflict";
import {
  DraftDeckForm,
  DraftSlideForm,
  DraftSlideRail,
  DraftSlideStage,
  selectedIndex,
} from "./components/draft-parts";
import { ExportPanel } from "./components/export-panel";
import { SlideActions } from "./components/slide-actions";
import { slideThumbId } from "./components/slide-rail";
import { CarouselMeta } from "./components/carousel-meta";

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

const MediaPicker = lazy(() => import("@/entities/media/components/media-picker"));

/**
 * `/carousel-editor/$id`: the slides on the left, the selected one in the middle at its true aspect, its fields on
 * the right; undo and redo; saved as you type (the Post Editor's autosave: offline, conflicts); the PDF export.
 */
export function CarouselEditor({ carousel }: { carousel: Carousel }) {
  const { t } = useTranslation();
  const mayWrite = useCan("post.write");
  const history = useCarouselDraft(carousel);
  const { saver, store, latest, status, conflict, change } = history;
  // undoing a layout change (or a slide added) can take away the field that had the focus: it goes to the layout
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) document.getElementById("carousel-layout")?.focus();
    });
  const undo = () => {
    history.undo();
    keepFocus();
  };
  const redo = () => {
    history.redo();
    keepFocus();
  };
  const [selected, setSelected] = useState(0);
  // only what the editor around the slide shows: a key typed re-renders the parts that show the text (draft-parts)
  const name = useHistoryPart(store, (h) => h.present.name);
  const pillarId = useHistoryPart(store, (h) => h.present.pillarId ?? null);
  const count = useHistoryPart(store, (h) => h.present.design.slides.length);
  const index = Math.min(selected, count - 1);
  const layout = useHistoryPart(
    store,
    (h) => h.present.design.slides[selectedIndex(h.present.design, selected)]!.layout,
  );
  const size = CAROUSEL_SIZES[useHistoryPart(store, (h) => h.present.design.size)];
  const canUndo = useHistoryPart(store, (h) => h.past.length > 0);
  const canRedo = useHistoryPart(store, (h) => h.future.length > 0);
  const { ref: columnRef, width } = useSlideWidth(540, size.height / size.width);
  const text = placeholderText(t);

  const setDesign = (next: CarouselDesign, key?: string) => {
    const current = latest();
    if (next !== current.design) change({ ...current, design: next }, key);
  };
  // built on the latest value, so two changes in one frame (fast typing) both count
  const edit = (fn: (d: CarouselDesign) => CarouselDesign, key?: string) => setDesign(fn(latest().design), key);

  // stable, for the panels that need not draw again on every key (memoised)
  const add = useStableCallback((layout: PickableLayout) => {
    const next = insertSlide(latest().design, index + 1, newSlide(layout, text));
    setDesign(next);
    const at = selectionAfter({ kind: "insert", at: index + 1 }, next.slides.length);
    setSelected(at);
    focusSoon(slideThumbId(at));
  });
  const duplicate = useStableCallback(() => {
    const next = duplicateSlide(latest().design, index);
    setDesign(next);
    const at = selectionAfter({ kind: "insert", at: index + 1 }, next.slides.length);
    setSelected(at);
    focusSoon(slideThumbId(at));
  });
  const remove = useStableCallback(() => {
    const next = removeSlide(latest().design, index);
    setDesign(next);
    const at = selectionAfter({ kind: "remove", at: index }, next.slides.length);
    setSelected(at);
    focusSoon(slideThumbId(at));
  });
  const addImage = useStableCallback(() => setImagePick("add"));
  const applyKit = useStableCallback((kit: BrandKit) => edit((d) => applyBrandKit(d, kit)));
  const rename = useStableCallback((name: string) => change({ ...latest(), name }, "name"));
  const setPillar = useStableCallback((pillarId: string | null) => change({ ...latest(), pillarId }, "pillar"));
  const editDeck = useStableCallback((fields: Partial<CarouselDesign>, key: string) =>
    edit((d) => ({ ...d, ...fields }), key),
  );
  // the Library's images, for an image slide added after the selected one or for the selected slide
  const [imagePick, setImagePick] = useState<"add" | "replace" | null>(null);
  // where the focus goes once the dialog has closed (it closes after the pick is placed)
  const focusAfterPick = useRef<string | null>(null);
  const placeImage = (media: Media) => {
    if (imagePick === "add") {
      const made: Slide = { layout: "image", mediaId: media.id, fit: "cover", caption: "" };
      const next = insertSlide(latest().design, index + 1, made);
      setDesign(next);
      const at = selectionAfter({ kind: "insert", at: index + 1 }, next.slides.length);
      setSelected(at);
      focusAfterPick.current = slideThumbId(at);
      return;
    }
    edit((d) => {
      const slides = [...d.slides];
      const current = d.slides[index]!;
      slides[index] =
        current.layout === "image"
          ? { ...current, mediaId: media.id }
          : {
              layout: "image",
              mediaId: media.id,
              fit: "cover",
              caption: mainText(current).split("\n")[0]!.slice(0, CAROUSEL_LIMITS.subtitleMax),
            };
      return { ...d, slides };
    });
    focusAfterPick.current = "carousel-layout";
  };
  const closePicker = () => {
    // the dialog was opened from a menu or a select, not a trigger of its own: the focus goes back by hand
    focusSoon(focusAfterPick.current ?? (imagePick === "add" ? slideThumbId(index) : "carousel-layout"));
    focusAfterPick.current = null;
    setImagePick(null);
  };

  const move = useStableCallback((from: number, to: number) => {
    const next = moveSlide(latest().design, from, to);
    setDesign(next);
    setSelected(selectionAfter({ kind: "move", to }, next.slides.length));
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if ((key === "z" && e.shiftKey) || key === "y") {
      e.preventDefault();
      redo();
    }
  };

  const slideLabel = t("carousels.rail.slide", { n: index + 1, count, layout: t(`carousels.layouts.${layout}`) });
  const editSlide = useStableCallback((fields: Record<string, unknown>, key: string) =>
    edit((d) => updateSlide(d, index, fields), key),
  );
  const changeLayout = useStableCallback((to: PickableLayout) =>
    edit((d) => {
      const slides = [...d.slides];
      slides[index] = relayout(d.slides[index]!, newSlide(to, text));
      return { ...d, slides };
    }),
  );
  const replaceImage = useStableCallback(() => setImagePick("replace"));

  return (
    <Page
      title={t("carousels.editorTitle")}
      width="wide"
      actions={
        <div className="flex items-center gap-1">
          <SaveStatus status={status} />
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("carousels.undo")}
            title={t("carousels.undo")}
            aria-disabled={!canUndo || undefined}
            onClick={undo}
          >
            <Undo2 aria-hidden className="size-4" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("carousels.redo")}
            title={t("carousels.redo")}
            aria-disabled={!canRedo || undefined}
            onClick={redo}
          >
            <Redo2 aria-hidden className="size-4" />
          </Button>
        </div>
      }
    >
      <div onKeyDown={onKeyDown} className="flex flex-col gap-4">
        <CarouselMeta name={name} pillarId={pillarId} disabled={!mayWrite} onName={rename} onPillar={setPillar} />
        {conflict ? (
          <CarouselConflict
            conflict={conflict}
            onResolve={(choice) => {
              saver.resolve(choice);
              // the panel goes away with the button pressed: the focus goes to the carousel, not the page's body
              focusSoon("carousel-name");
            }}
          />
        ) : null}

        <fieldset disabled={!mayWrite} className="grid min-w-0 gap-6 lg:grid-cols-[11rem_minmax(0,1fr)_20rem]">
          <legend className="sr-only">{t("carousels.editorTitle")}</legend>
          <div className="flex min-w-0 flex-col gap-3">
            <DraftSlideRail store={store} selected={index} onSelect={setSelected} onMove={move} disabled={!mayWrite} />
            <SlideActions count={count} onAdd={add} onAddImage={addImage} onDuplicate={duplicate} onDelete={remove} />
          </div>

          <div ref={columnRef} className="flex min-w-0 flex-col items-center gap-3">
            <DraftSlideStage store={store} selected={index} width={width} label={slideLabel} />
          </div>

          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="carousel-slide-title" className="flex flex-col gap-3">
              <h2 id="carousel-slide-title" className="text-sm font-semibold">
                {slideLabel}
              </h2>
              <DraftSlideForm
                store={store}
                selected={index}
                onChange={editSlide}
                onLayout={changeLayout}
                onPickImage={replaceImage}
              />
            </section>
            <ExportPanel carouselId={carousel.id} saver={saver} />
            <BrandKitPanel disabled={!mayWrite} onApply={applyKit} />
            <section aria-labelledby="carousel-design-title" className="flex flex-col gap-3" data-slot="design">
              <h2 id="carousel-design-title" className="text-sm font-semibold">
                {t("carousels.deck.title")}
              </h2>
              <DraftDeckForm store={store} onChange={editDeck} />
            </section>
          </div>
        </fieldset>
      </div>
      {imagePick ? (
        <Suspense fallback={null}>
          <MediaPicker
            open
            kind="image"
            single
            labels={{ title: t("carousels.image.pickTitle"), pick: t("carousels.image.use") }}
            onOpenChange={(open) => {
              if (!open) closePicker();
            }}
            onPick={(picked) => {
              if (picked[0]) placeImage(picked[0]);
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
