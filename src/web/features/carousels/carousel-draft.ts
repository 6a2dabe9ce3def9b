import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Carousel } from "@contracts/carousels/schemas";
import { same, type Versioned } from "@/lib/autosave/autosave";
import { useAutosaveState, useAutosaver } from "@/lib/autosave/use-autosave";
import { getCarousel, saveCarousel, useRememberCarousel, type CarouselDraft } from "./api";
import { record, redo, replacePresent, startHistory, undo, type History } from "./history";

export const carouselStorageKey = (id: string) => `pp:carousel:${id}`;

export const draftOfCarousel = (c: Carousel): Versioned<CarouselDraft> => ({
  version: c.version,
  value: { name: c.name, design: c.design, pillarId: c.pillarId },
});

/**
 * One carousel being edited: the Post Editor's autosave (local copy at once, saved after a pause, offline, 409 ->
 * conflict) holding the name and design, and the undo history over the same values. Every change goes through the
 * history and then to the autosave; a value the autosave takes from elsewhere (a resolved conflict, a newer save
 * adopted) becomes the history's present, so undo never brings back a design the writer did not make here.
 */
export function useCarouselDraft(carousel: Carousel) {
  const remember = useRememberCarousel();
  const server = useMemo(() => draftOfCarousel(carousel), [carousel]);
  const saver = useAutosaver<CarouselDraft>(server, {
    storageKey: carouselStorageKey(carousel.id),
    save: (value, version) =>
      saveCarousel(carousel.id, value, version).then((saved) => {
        remember(saved);
        return draftOfCarousel(saved);
      }),
    load: () => getCarousel(carousel.id).then(draftOfCarousel),
  });
  const value = useAutosaveState(saver, (s) => s.value);
  const status = useAutosaveState(saver, (s) => s.status);
  const conflict = useAutosaveState(saver, (s) => s.conflict);
  const [history, setState] = useState<History<CarouselDraft>>(() => startHistory(saver.value));
  // the latest history, read by changes made before the next render (two quick keys in one frame)
  const latest = useRef(history);
  const setHistory = useCallback((next: History<CarouselDraft>) => {
    latest.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    if (!same(latest.current.present, value)) setHistory(replacePresent(latest.current, value));
  }, [value, setHistory]);

  const change = useCallback(
    (next: CarouselDraft, mergeKey?: string) => {
      setHistory(record(latest.current, next, mergeKey === undefined ? {} : { mergeKey }));
      saver.edit(next);
    },
    [saver, setHistory],
  );
  const step = useCallback(
    (direction: "undo" | "redo") => {
      const h = latest.current;
      const next = direction === "undo" ? undo(h) : redo(h);
      if (next === h) return;
      setHistory(next);
      saver.edit(next.present);
    },
    [saver, setHistory],
  );

  return {
    saver,
    draft: history.present,
    /** The latest value, also between a change and its render (for a change built on the one just made). */
    latest: () => latest.current.present,
    status,
    conflict,
    change,
    undo: () => step("undo"),
    redo: () => step("redo"),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
