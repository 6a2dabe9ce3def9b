import { useCallback, useEffect, useMemo, useState } from "react";
import type { Carousel } from "@contracts/carousels/schemas";
import { same, type Versioned } from "@/lib/autosave/autosave";
import { useAutosaveState, useAutosaver } from "@/lib/autosave/use-autosave";
import { getCarousel, saveCarousel, useRememberCarousel, type CarouselDraft } from "./api";
import { record, redo, replacePresent, startHistory, undo } from "./history";
import { HistoryStore } from "./history-store";

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
  const status = useAutosaveState(saver, (s) => s.status);
  const conflict = useAutosaveState(saver, (s) => s.conflict);
  const [store] = useState(() => new HistoryStore<CarouselDraft>(startHistory(saver.value)));

  // a value the autosave takes from elsewhere becomes the present; followed outside React's render, so a key typed
  // (the autosave's value changes on each) does not re-render the editor
  useEffect(() => {
    const follow = () => {
      const h = store.get();
      if (!same(h.present, saver.value)) store.set(replacePresent(h, saver.value));
    };
    follow();
    return saver.subscribe(follow);
  }, [saver, store]);

  const change = useCallback(
    (next: CarouselDraft, mergeKey?: string) => {
      store.set(record(store.get(), next, mergeKey === undefined ? {} : { mergeKey }));
      saver.edit(next);
    },
    [saver, store],
  );
  const step = useCallback(
    (direction: "undo" | "redo") => {
      const h = store.get();
      const next = direction === "undo" ? undo(h) : redo(h);
      if (next === h) return;
      store.set(next);
      saver.edit(next.present);
    },
    [saver, store],
  );

  return {
    saver,
    /** The history: the editor's parts read their piece of it with `useHistoryPart`. */
    store,
    /** The latest value, also between a change and its render (for a change built on the one just made). */
    latest: () => store.get().present,
    status,
    conflict,
    change,
    undo: () => step("undo"),
    redo: () => step("redo"),
  };
}
