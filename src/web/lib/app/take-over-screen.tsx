import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { PrerenderedScreen } from "./take-over";

/**
 * Carries what the visitor did to the prerendered screen over to the app's: the typed text and focus in the commit
 * that shows that screen (the first one, or a later one however long it takes), the clicks and submits once the
 * app's own effects on it have run (a passive effect of this parent runs after its children's).
 *
 * When the first commit shows the screen (the usual case), nothing is set in state: an update from a layout effect
 * is rendered at once and makes React run the whole page's passive effects in the same task, which made the
 * take-over one long task (about 0.2 s more at 4x CPU). Only a screen that comes later re-renders this component, so
 * that its replay waits for that commit's effects.
 */
export function TakeOver({ screen, children }: { screen: PrerenderedScreen; children: ReactNode }) {
  const takenInFirstCommit = useRef(false);
  const [takenLater, setTakenLater] = useState(false);
  useLayoutEffect(() => {
    let first = true;
    const stop = screen.watch(() => {
      if (first) takenInFirstCommit.current = true;
      else setTakenLater(true);
    });
    first = false;
    return stop;
  }, [screen]);
  useEffect(() => {
    if (takenInFirstCommit.current || takenLater) screen.replay();
  }, [takenLater, screen]);
  return children;
}
