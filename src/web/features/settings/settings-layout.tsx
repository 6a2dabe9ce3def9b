import { Link, Outlet, useLocation } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { isNavItemActive } from "@/components/layout/nav-active";
import { SETTINGS_ITEMS } from "@/components/layout/nav-data";
import { cn } from "@/lib/utils";

export function SettingsLayout() {
  const { t } = useTranslation();
  const href = useLocation({ select: (l) => l.href });
  return (
    <Page title={t("settings.title")} description={t("settings.description")}>
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav aria-label={t("settings.navLabel")} className="lg:w-52 lg:shrink-0">
          {/* Two columns on phones, one row on tablets, a column beside the content on desktops: never cut off. */}
          <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap lg:flex-col">
            {SETTINGS_ITEMS.map((item) => {
              const active = isNavItemActive(href, item);
              const Icon = item.icon!;
              return (
                <li key={item.url}>
                  <Link
                    to={item.url}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex h-9 items-center gap-2 rounded-md px-3 text-sm whitespace-nowrap outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      active
                        ? "bg-accent font-medium text-foreground"
                        : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(item.title)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Page>
  );
}

/** A settings section: heading, description, content; separated by a rule. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-b pb-8 last:border-b-0 last:pb-0">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
