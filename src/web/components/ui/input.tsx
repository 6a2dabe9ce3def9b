import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The look every text field, textarea and native select shares: border, background, focus ring, invalid, disabled. */
export const fieldControlClass =
  "w-full min-w-0 rounded-md border border-input bg-background text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm dark:bg-input/30";
/** A native <select> of the same height as Input. */
export const selectClass = `${fieldControlClass} h-10 px-3`;
/** A <textarea> with Input's padding (add a min-height). */
export const textareaClass = `${fieldControlClass} px-3 py-2`;

/** `trailingSpace` leaves room for a button inside the field (e.g. show/hide password). */
export function Input({
  className,
  type,
  trailingSpace = false,
  ...props
}: ComponentProps<"input"> & { trailingSpace?: boolean }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldControlClass,
        "flex h-10 py-2 pl-3 transition-[color,box-shadow,border-color]",
        "aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        trailingSpace ? "pr-10" : "pr-3",
        className,
      )}
      {...props}
    />
  );
}
