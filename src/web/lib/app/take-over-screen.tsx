import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { PrerenderedScreen } from "./take-over";

/**
 * Carries what the visitor did to the prerendered screen over to the app's: the typed text and focus in the commit
 * that shows that screen (the first one, or a later one however long it takes), the clicks and submits once the
 * app's own effects on it have run and what they set is rendered (a replayed click must meet the screen's state,
 * not the state before its effects: the wizard's answers).
 *
 * That second render is asked from a passive effect, never from the layout effect: an update from a layout effect
 * is rendered at once and makes React run every passive effect of the page in the same task, which made the
 * take-over one long task (about 0.2 s more at 4x CPU).
 */
export function TakeOver({ screen, children }: { screen: PrerenderedScreen; children: ReactNode }) {
  const takenInFirstCommit = useRef(false);
  const [taken, setTaken] = useState(false);
  useLayoutEffect(() => {
    let first = true;
    const stop = screen.watch(() => {
      if (first) takenInFirstCommit.current = true;
      else setTaken(true);
    });
    first = false;
    return stop;
  }, [screen]);
  useEffect(() => {
    if (takenInFirstCommit.current) setTaken(true);
  }, []);
  useEffect(() => {
    if (taken) screen.replay();
  }, [taken, screen]);
  return children;
}

/**
 * A server-rendered page whose markup was not the app's first render: React renders it anew (and `TakeOver` carries
 * things over as for a screen rendered over). Each one is a defect of a page's server render, or a language changed
 * in another tab meanwhile: said in the console, not to the user.
 */
export function reportHydrationMismatch(error: unknown) {
  console.warn("The server's markup of this page differed from the app's first render: rendered anew.", error);
}
