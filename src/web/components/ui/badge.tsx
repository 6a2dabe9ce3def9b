import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: "default" | "outline" | "brand" | "hot" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] leading-none font-medium whitespace-nowrap",
        variant === "default" && "bg-secondary text-secondary-foreground",
        variant === "outline" && "border text-muted-foreground",
        variant === "brand" && "bg-brand/12 text-brand-text ring-1 ring-brand/20 ring-inset",
        variant === "hot" && "bg-hot/12 text-hot-text ring-1 ring-hot/25 ring-inset",
        className,
      )}
      {...props}
    />
  );
}
