import { useEffect, useRef, useState } from "react";

/**
 * The width the middle column gives the slide, at most `max`, and low enough for the whole slide to show in the
 * window's height (at its aspect, `ratio` = height / width) on a wide screen; followed as the window changes.
 */
export function useSlideWidth(max: number, ratio: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [column, setColumn] = useState(max);
  const [viewport, setViewport] = useState(() =>
    typeof window === "undefined" ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight },
  );
  useEffect(() => {
    const el = ref.current;
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener("resize", onResize);
    if (!el || typeof ResizeObserver === "undefined") return () => window.removeEventListener("resize", onResize);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumn(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", onResize);
    };
  }, []);
  // beside the rail and the fields (Tailwind's lg and up), the slide fits under the header; stacked, the column's width
  const sideBySide = viewport.width >= 1024 && viewport.height > 0;
  const byHeight = sideBySide ? Math.floor((viewport.height - 200) / ratio) : max;
  return { ref, width: Math.max(160, Math.min(max, column, Math.max(320, byHeight))) };
}
