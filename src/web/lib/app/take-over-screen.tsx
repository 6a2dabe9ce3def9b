import { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import type { PrerenderedScreen } from "./take-over";

/**
 * Carries what the visitor did to the prerendered screen over to the app's: the typed text and focus in the commit
 * that shows that screen (the first one, or a later one however long it takes), the clicks and submits once the
 * app's own effects on it have run (a passive effect of this parent runs after its children's, and React runs a
 * commit's pending effects before the next render).
 */
export function TakeOver({ screen, children }: { screen: PrerenderedScreen; children: ReactNode }) {
  const [taken, setTaken] = useState(false);
  useLayoutEffect(() => screen.watch(() => setTaken(true)), [screen]);
  useEffect(() => {
    if (taken) screen.replay();
  }, [taken, screen]);
  return children;
}
