import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SETTINGS_ITEMS, settingsStringsKey } from "@/components/layout/nav-data";

export function SettingsOverview() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {SETTINGS_ITEMS.map((item) => {
        const Icon = item.icon!;
        const key = settingsStringsKey(item.url);
        return (
          <Link
            key={item.url}
            to={item.url}
            className="group flex items-start gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border bg-background">
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-sm font-medium">{t(item.title)}</span>
              <span className="text-sm text-muted-foreground">{t(`settings.${key}.description`)}</span>
            </span>
            <ChevronRight
              className="mt-1 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        );
      })}
    </div>
  );
}
