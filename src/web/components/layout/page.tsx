import type { ReactNode } from "react";
import { usePageEffectsSignal } from "@/lib/app/page-effects";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { cn } from "@/lib/utils";

/** Content column of a page with its title (also the document title), description and actions. */
export function Page({
  title,
  description,
  actions,
  children,
  className,
  width = "default",
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  width?: "default" | "narrow" | "wide";
}) {
  useDocumentTitle(title);
  usePageEffectsSignal();
  return (
    <div
      className={cn(
        "mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8",
        width === "narrow" && "max-w-3xl",
        width === "default" && "max-w-5xl",
        width === "wide" && "max-w-7xl",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground sm:text-base">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
