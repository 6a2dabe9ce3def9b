import { useCallback, useEffect, useMemo, useState } from "react";

/** The keys of a filter that hold text or a choice ("" when unset). */
export type FacetKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface FiltersOptions<F> {
  /**
   * The choices that narrow the list besides the search: "clear filters" empties them (other keys, like the
   * Library's trash, stay).
   */
  facets: ReadonlyArray<FacetKey<F>>;
  /** How long the search waits for typing to settle, in ms: one request, not one per key. */
  searchDelay: number;
  /** After every change the user makes (the lists drop their selection). */
  onChange?: () => void;
}

/**
 * A filter bar's state. `typed` is what the controls show; `filter` is what the list asks for: the same, with the
 * search as it was once typing stopped for `searchDelay` ms. `clear()` empties the facets and the search at once (no
 * wait). `filtered`: the list is narrowed (an empty one is "no match", not "nothing yet"); `canClear`: a control holds
 * something to clear.
 */
export function useFilters<F extends { q: string }>(initial: F, { facets, searchDelay, onChange }: FiltersOptions<F>) {
  const [typed, setTyped] = useState(initial);
  const [settledQ, setSettledQ] = useState(initial.q);
  useEffect(() => {
    const timer = setTimeout(() => setSettledQ(typed.q), searchDelay);
    return () => clearTimeout(timer);
  }, [typed.q, searchDelay]);
  const filter = useMemo(() => ({ ...typed, q: settledQ }), [typed, settledQ]);

  const set = useCallback(
    (patch: Partial<F>) => {
      setTyped((f) => ({ ...f, ...patch }));
      onChange?.();
    },
    [onChange],
  );
  const clear = () => {
    const emptied = Object.fromEntries(facets.map((key) => [key, ""])) as Partial<F>;
    setTyped((f) => ({ ...f, ...emptied, q: "" }));
    setSettledQ("");
    onChange?.();
  };
  const active = (f: F) => f.q.trim() !== "" || facets.some((key) => f[key] !== "");
  return { typed, filter, set, clear, filtered: active(filter), canClear: active(typed) };
}
