import { useEffect, useState, type RefObject } from "react";

/** Whether a scroll box has content hidden above and below its visible part; follows scrolling and resizing. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): { above: boolean; below: boolean } {
  const [edges, setEdges] = useState({ above: false, below: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const above = el.scrollTop > 1;
      const below = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
      setEdges((prev) => (prev.above === above && prev.below === below ? prev : { above, below }));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    // The box resizes with the window; its content when a group opens or the sidebar collapses.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    for (const child of el.children) resize.observe(child);
    const children = new MutationObserver(() => {
      for (const child of el.children) resize.observe(child);
      update();
    });
    children.observe(el, { childList: true });
    return () => {
      el.removeEventListener("scroll", update);
      resize.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return edges;
}
