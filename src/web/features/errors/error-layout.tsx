import { useContext, type ReactNode } from "react";
import { InShellContext } from "@/lib/router/in-shell";

/**
 * Centered message used by the 404/500 screens, the router error fallback and "not available offline": a page of
 * its own, or, inside the signed-in shell (a route of it failed), the shell's content area. `live`: announced when
 * it appears (it replaced the page the user asked for).
 */
export function ErrorLayout({
  code,
  icon,
  title,
  description,
  actions,
  live = false,
  children,
}: {
  code?: string;
  icon?: ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  live?: boolean;
  children?: ReactNode;
}) {
  const inShell = useContext(InShellContext);
  const content = (
    <div className="flex w-full max-w-lg flex-col items-center text-center">
      {code ? (
        <p className="bg-gradient-to-b from-foreground to-foreground/55 bg-clip-text text-7xl font-bold tracking-tighter text-transparent sm:text-8xl">
          <span className="sr-only">{code} </span>
          <span aria-hidden="true">{code}</span>
        </p>
      ) : null}
      {icon ? (
        <span className="mb-2 flex size-12 items-center justify-center rounded-xl border bg-card shadow-xs">
          {icon}
        </span>
      ) : null}
      <div role={live ? "alert" : undefined} className="flex flex-col items-center">
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-2 text-balance text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
      {children}
    </div>
  );
  // inside the shell: its <main> holds the content already
  if (inShell) return <div className="flex flex-1 items-center justify-center px-6 py-16">{content}</div>;
  return <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16">{content}</main>;
}
