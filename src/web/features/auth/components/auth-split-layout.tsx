import { Link } from "@/lib/router/navigation";
import { CalendarClock, Layers, PenLine, Sparkles } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Brand, LogoMark } from "@/components/brand";
import { AuthCard, type AuthLayoutProps } from "./auth-layout";
import { PreferencesBar } from "./preferences";

const FEATURES = [
  { key: "strategy", icon: Layers },
  { key: "write", icon: PenLine },
  { key: "schedule", icon: CalendarClock },
] as const;

/** Split layout (/sign-in-2): the product panel on the left (large screens), the form on the right. */
export function AuthSplitLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <aside
        aria-labelledby="product-panel-title"
        className="relative hidden overflow-hidden bg-zinc-950 text-zinc-50 lg:flex lg:flex-col lg:justify-between lg:p-12"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_60%_at_0%_0%,oklch(0.45_0.15_253/0.55),transparent_60%),radial-gradient(60%_50%_at_100%_100%,oklch(0.4_0.12_290/0.4),transparent_60%)]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:44px_44px]"
        />
        <div className="relative flex items-center gap-2.5 font-semibold tracking-tight">
          <LogoMark className="size-7" />
          <span className="text-[15px]">PillarPost</span>
        </div>
        <div className="relative max-w-md">
          <p className="inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-zinc-200">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t("auth.panel.badge")}
          </p>
          <h2
            id="product-panel-title"
            className="mt-5 text-3xl leading-tight font-semibold tracking-tight text-balance"
          >
            {t("auth.panel.title")}
          </h2>
          <p className="mt-3 text-base text-zinc-300">{t("auth.panel.description")}</p>
          <ul className="mt-8 grid gap-4">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md border border-white/10 bg-white/5">
                  <Icon className="size-4 text-zinc-100" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-zinc-50">
                    {t(`auth.panel.features.${key}.title`)}
                  </span>
                  <span className="block text-sm text-zinc-300">{t(`auth.panel.features.${key}.description`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="relative max-w-md rounded-lg border border-white/10 bg-white/5 p-4">
          <blockquote className="text-sm text-zinc-200">“{t("auth.panel.quote")}”</blockquote>
          <figcaption className="mt-2 text-xs text-zinc-300">{t("auth.panel.quoteAuthor")}</figcaption>
        </figure>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <Link
            to="/sign-in"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:invisible"
          >
            <Brand />
          </Link>
          <PreferencesBar />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:px-6 sm:pt-0">
          <div className="w-full max-w-[380px]">
            <p className="mb-6 text-sm text-muted-foreground lg:hidden">{t("auth.panel.description")}</p>
            <AuthCard bare title={title} description={description} footer={footer}>
              {children}
            </AuthCard>
          </div>
        </main>
      </div>
    </div>
  );
}
