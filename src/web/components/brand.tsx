import { cn } from "@/lib/utils";

/** PillarPost logo mark: three pillars of rising height on a brand tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className ?? "size-8"}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <rect x="8" y="15" width="4" height="10" rx="1.5" className="fill-brand-foreground" opacity="0.75" />
      <rect x="14" y="11" width="4" height="14" rx="1.5" className="fill-brand-foreground" opacity="0.9" />
      <rect x="20" y="7" width="4" height="18" rx="1.5" className="fill-brand-foreground" />
    </svg>
  );
}

export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <LogoMark className="size-7" />
      <span className="text-[15px]">PillarPost</span>
    </span>
  );
}
