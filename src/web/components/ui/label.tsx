import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A plain <label> (Radix Label only adds double-click selection prevention; not worth its bytes here). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
