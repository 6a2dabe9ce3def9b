import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { closeOnPassedEscape } from "@/lib/ui/escape-to-dialog";
import { cn } from "@/lib/utils";
import { Button } from "./button";

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-xl", "3xl": "max-w-3xl" } as const;

/**
 * A modal dialog (focus trapped, Escape and the overlay close it): the dimmed overlay, a centred panel that scrolls
 * when taller than the screen, and its title and description (`descriptionHidden`: for screen readers only);
 * `closeLabel`: a close button (×) in the corner too.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  descriptionHidden = false,
  width = "md",
  role,
  className,
  titleClassName,
  closeLabel,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionHidden?: boolean;
  width?: keyof typeof WIDTHS;
  role?: "alertdialog";
  className?: string;
  titleClassName?: string;
  closeLabel?: string;
  /**
   * Where the focus goes once it closes (call preventDefault to move it yourself); default: back to what had it when
   * the dialog opened.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open, onCloseAutoFocus);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Dimmed and slightly blurred, darker in the dark theme where 50 % black barely shows. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out dark:bg-black/70" />
        <DialogPrimitive.Content
          // an undefined role would replace Radix's own "dialog"
          {...(role ? { role } : {})}
          onCloseAutoFocus={returnFocus}
          onKeyDown={closeOnPassedEscape(() => onOpenChange(false))}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg outline-none data-[state=open]:animate-fade-in",
            WIDTHS[width],
            className,
          )}
        >
          <div className={cn("grid gap-2", closeLabel && "pr-6")}>
            <DialogPrimitive.Title className={cn("text-lg font-semibold tracking-tight", titleClassName)}>
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className={descriptionHidden ? "sr-only" : "text-sm text-muted-foreground"}>
              {description}
            </DialogPrimitive.Description>
          </div>
          {children}
          {closeLabel ? (
            <DialogPrimitive.Close
              className="absolute top-3.5 right-3 rounded-md p-1 text-muted-foreground opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={closeLabel}
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Where the focus goes once a dialog closes: the caller's choice first; then, when nothing has it (the app did not
 * place it meanwhile), the element that had it when the dialog opened (Radix goes back to a DialogTrigger only: a
 * dialog opened from a card's button, a menu or a shortcut left the focus on <body>); else Radix's own.
 */
function useReturnFocus(open: boolean, onCloseAutoFocus: ((event: Event) => void) | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  // a layout effect of this parent runs before the content's focus scope moves the focus into the dialog
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    const el = opener.current;
    opener.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (event.defaultPrevented || !lost || !el?.isConnected) return;
    event.preventDefault();
    el.focus({ preventScroll: true });
  };
}

/** A dialog's buttons: Cancel (closes it) then the action(s), stacked on a phone with the action on top. */
export function DialogActions({ cancelLabel, children }: { cancelLabel: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogPrimitive.Close asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
