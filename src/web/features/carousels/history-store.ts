import { useRef, useSyncExternalStore } from "react";
import type { History } from "./history";

/**
 * The Carousel Editor's undo history held outside React: each part of the editor reads only its piece of it
 * (`useHistoryPart`), so a key typed into a slide re-renders the slide's preview and its field, not the whole editor
 * (bench:editor: the whole editor's render was half of React's work per key).
 */
export class HistoryStore<T> {
  #history: History<T>;
  readonly #listeners = new Set<() => void>();

  constructor(history: History<T>) {
    this.#history = history;
  }

  get = (): History<T> => this.#history;

  set = (next: History<T>) => {
    if (next === this.#history) return;
    this.#history = next;
    for (const listener of [...this.#listeners]) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };
}

/**
 * A piece of the history (`select`), re-rendering the caller only when it changes (`equal`: `Object.is` unless
 * told): a piece that is a new object each time but the same for the caller (the carousel's look) keeps the old one.
 */
export function useHistoryPart<T, S>(
  store: HistoryStore<T>,
  select: (history: History<T>) => S,
  equal: (a: S, b: S) => boolean = Object.is,
): S {
  const last = useRef<{ history: History<T>; select: typeof select; part: S } | null>(null);
  const snapshot = () => {
    const history = store.get();
    const before = last.current;
    if (before && before.history === history && before.select === select) return before.part;
    const fresh = select(history);
    const part = before && equal(before.part, fresh) ? before.part : fresh;
    last.current = { history, select, part };
    return part;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
