import { useState } from "react";
import { cn } from "@/lib/utils";

/**
 * Avatar: the picture when it loads, else the initials. Decorative (the name is shown next to it).
 * `className` replaces the default size and shape (cn() does not merge conflicting Tailwind classes).
 */
export function Avatar({ src, initials, className }: { src?: string | null; initials: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative flex shrink-0 items-center justify-center overflow-hidden bg-brand text-xs font-semibold text-brand-foreground select-none",
        className ?? "size-8 rounded-lg",
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        initials
      )}
    </span>
  );
}
