import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { ToolbarItemProps } from "./post-toolbar";

/**
 * A toolbar button that opens a panel under it (the emoji and the hooks pickers): Escape closes the panel and gives
 * the focus back to the button, a click outside closes it. `children` is mounted while open (its own state starts
 * afresh each time) and gets `close`, to call once it has picked (the picker then puts the focus where it belongs).
 */
export function ToolbarPopover({
  label,
  icon,
  buttonClass,
  buttonProps,
  panelClass,
  keepTextSelection = false,
  children,
}: {
  label: string;
  icon: ReactNode;
  buttonClass: string;
  /** The toolbar's roving focus on the button (its tabIndex). */
  buttonProps?: ToolbarItemProps;
  panelClass: string;
  /** A mouse press on the button leaves the text's selection (and focus) where it is. */
  keepTextSelection?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!panelRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="sm:relative">
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onMouseDown={keepTextSelection ? (e) => e.preventDefault() : undefined}
        onClick={() => (open ? closeToButton() : setOpen(true))}
        className={buttonClass}
      >
        {icon}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              closeToButton();
            }
          }}
          className={panelClass}
        >
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
