import { Link } from "@/lib/router/navigation";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Brand } from "@/components/brand";
import { PreferencesBar } from "./preferences";

/** What every auth page layout shows: a title, an optional description, the form, an optional footer. */
export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centered auth card: header (logo + language/theme), a card with title/description, a footer. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh flex-col bg-[var(--page)]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(60%_100%_at_50%_0%,color-mix(in_oklab,var(--brand)_14%,transparent),transparent)]"
      />
      <header className="relative z-10 flex items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to="/sign-in" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Brand />
        </Link>
        <PreferencesBar />
      </header>
      <main className="relative z-10 flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-[400px]">
          <AuthCard title={title} description={description} footer={footer}>
            {children}
          </AuthCard>
        </div>
      </main>
      <footer className="relative z-10 px-4 pb-6 text-center text-xs text-muted-foreground">
        {t("auth.common.footer")}
      </footer>
    </div>
  );
}

export function AuthCard({ title, description, children, footer, bare = false }: AuthLayoutProps & { bare?: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <section
        className={
          bare
            ? "flex flex-col gap-6"
            : "flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_24px_-12px_rgb(0_0_0/0.12)] sm:p-8 dark:shadow-none"
        }
      >
        <div className="flex flex-col gap-1.5">
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </section>
      {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}

const linkBase =
  "underline underline-offset-4 transition-colors rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Inline link style used in auth copy. */
export const linkClass = `${linkBase} font-medium text-foreground decoration-foreground/30 hover:decoration-foreground`;

/** Quieter link (e.g. "Forgot password?"). */
export const subtleLinkClass = `${linkBase} text-xs text-muted-foreground decoration-muted-foreground/40 hover:text-foreground hover:decoration-foreground`;

/** A footer prompt: a sentence and its link ("No account? Sign up", "Already have an account? Sign in"). */
export function AuthPrompt({ text, link, to }: { text: string; link: string; to: "/sign-in" | "/sign-up" }) {
  return (
    <p>
      {text}{" "}
      <Link to={to} className={linkClass}>
        {link}
      </Link>
    </p>
  );
}

export function OrDivider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      <span>{label}</span>
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
