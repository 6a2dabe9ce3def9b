import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

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
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pl-3 text-base shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm dark:bg-input/30",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        trailingSpace ? "pr-10" : "pr-3",
        className,
      )}
      {...props}
    />
  );
}
