import { useEffect } from "react";

// A page the app hydrates (the server rendered it) becomes the app's in a commit of its own, after the root's: the
// router's pages sit in Suspense boundaries, which React hydrates one at a time. The take-over waits for that commit
// and for the page's effects (a click it replays must meet the page's state after them, as the strategy wizard's
// answers), told by the page's layout (`Page`), whose effects run with the rest of the page's.
const listeners = new Set<() => void>();

/** Calls `listener` each time a page's effects have run; answers how to stop. */
export function onPageEffects(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** In a page's layout: tells the take-over when the page's effects have run. */
export function usePageEffectsSignal() {
  useEffect(() => {
    for (const listener of [...listeners]) listener();
  }, []);
}
