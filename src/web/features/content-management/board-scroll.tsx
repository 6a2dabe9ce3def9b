import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";

export interface BoardScroll {
  /** Columns hidden to the left / to the right. */
  before: boolean;
  after: boolean;
  /** The columns seen whole (1-based), and how many there are. */
  from: number;
  to: number;
  count: number;
}

const NONE: BoardScroll = { before: false, after: false, from: 0, to: 0, count: 0 };

/** Which of the board's columns (`section[data-column]` in `ref`) are in view, kept up to date as it scrolls. */
export function useBoardScroll(ref: RefObject<HTMLElement | null>) {
  const [scroll, setScroll] = useState<BoardScroll>(NONE);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const columns = [...el.querySelectorAll<HTMLElement>("section[data-column]")];
    const box = el.getBoundingClientRect();
    const seen = columns.flatMap((c, i) => {
      const r = c.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i + 1] : [];
    });
    const next: BoardScroll = {
      before: el.scrollLeft > 1,
      after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      from: seen[0] ?? 0,
      to: seen[seen.length - 1] ?? 0,
      count: columns.length,
    };
    setScroll((s) =>
      s.before === next.before &&
      s.after === next.after &&
      s.from === next.from &&
      s.to === next.to &&
      s.count === next.count
        ? s
        : next,
    );
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [ref, measure]);
  const scrollBy = (direction: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 200), behavior: reduce ? "auto" : "smooth" });
  };
  return { scroll, scrollBy };
}

/** "Columns 1–4 of 7" and the buttons that show the earlier / later columns. */
export function BoardScrollBar({ scroll, scrollBy }: { scroll: BoardScroll; scrollBy: (d: -1 | 1) => void }) {
  const { t } = useTranslation();
  if (!scroll.count) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
      <span>
        {scroll.from
          ? t("contentManagement.board.columns", { from: scroll.from, to: scroll.to, count: scroll.count })
          : t("contentManagement.board.columnCount", { count: scroll.count })}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t("contentManagement.board.scrollBefore")}
        disabled={!scroll.before}
        onClick={() => scrollBy(-1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t("contentManagement.board.scrollAfter")}
        disabled={!scroll.after}
        onClick={() => scrollBy(1)}
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
