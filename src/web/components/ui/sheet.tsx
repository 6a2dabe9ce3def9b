import * as SheetPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { closeOnPassedEscape } from "@/lib/ui/escape-to-dialog";
import { cn } from "@/lib/utils";

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/** A panel sliding in from the left (the mobile sidebar). */
export function SheetContent({
  className,
  children,
  side = "left",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: "left" | "right" }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  const onPassedEscape = closeOnPassedEscape(() => close.current?.click());
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex h-full flex-col bg-sidebar text-sidebar-foreground shadow-xl outline-none",
          side === "left"
            ? "left-0 border-r data-[state=open]:animate-sheet-in-left data-[state=closed]:animate-sheet-out-left"
            : "right-0 border-l",
          className,
        )}
        {...props}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          onPassedEscape(event);
        }}
      >
        {children}
        <SheetPrimitive.Close
          ref={close}
          className="absolute top-3.5 right-3 rounded-md p-1 text-muted-foreground opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={t("common.close")}
        >
          <X className="size-4" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
