import { useLayoutEffect, type ReactNode } from "react";
import type { PrerenderedScreen } from "./take-over";

/** Carries what the visitor did to the prerendered screen over to the app's, in the commit that replaces it. */
export function TakeOver({ screen, children }: { screen: PrerenderedScreen; children: ReactNode }) {
  useLayoutEffect(() => {
    if (screen.restore()) return;
    let frames = 0;
    let frame = requestAnimationFrame(function retry() {
      if (screen.restore()) return;
      if (++frames > 120) screen.abandon();
      else frame = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(frame);
  }, [screen]);
  return children;
}
