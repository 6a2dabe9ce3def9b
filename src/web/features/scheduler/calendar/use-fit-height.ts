import { useLayoutEffect, useState, type RefObject } from "react";

/** The least height a calendar keeps on a short window (the page scrolls then). */
const MIN_HEIGHT = 420;
/** Room left below the calendar (the page's bottom padding). */
const BOTTOM_GAP = 24;

/** The height that makes the element end at the window's bottom edge, read again when the window is resized. */
export function useFitHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const fit = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [ref]);
  return height;
}
