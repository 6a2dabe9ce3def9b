import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A list's filter bar: its controls, laid out by the page (`className`: a grid or a row), then "clear filters" while
 * any of them holds something, then what sits with them without being a filter (`end`: a layout switch). Clearing
 * puts the focus on the bar's first field, since the button it was on goes away.
 */
export function FilterBar({
  id,
  className,
  children,
  canClear,
  onClear,
  clearLabel,
  end,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  canClear: boolean;
  onClear: () => void;
  clearLabel: string;
  end?: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  return (
    <div ref={bar} id={id} className={className}>
      {children}
      {canClear ? (
        <Button
          variant="ghost"
          className="self-end"
          onClick={() => {
            onClear();
            bar.current?.querySelector<HTMLElement>("input, select")?.focus();
          }}
        >
          <X aria-hidden className="size-4" />
          {clearLabel}
        </Button>
      ) : null}
      {end}
    </div>
  );
}
