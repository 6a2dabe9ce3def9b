import type { ReactNode } from "react";

/** Centered full-page message used by the 404/500 screens and the router error fallback. */
export function ErrorLayout({
  code,
  title,
  description,
  actions,
  children,
}: {
  code?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16">
      <div className="flex w-full max-w-lg flex-col items-center text-center">
        {code ? (
          <p className="bg-gradient-to-b from-foreground to-foreground/55 bg-clip-text text-7xl font-bold tracking-tighter text-transparent sm:text-8xl">
            <span className="sr-only">{code} </span>
            <span aria-hidden="true">{code}</span>
          </p>
        ) : null}
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-2 text-balance text-muted-foreground">{description}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
        {children}
      </div>
    </main>
  );
}
