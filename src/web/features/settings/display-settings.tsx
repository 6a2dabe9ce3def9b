import { useTranslation } from "@/lib/i18n/use-translation";
import { useSidebar } from "@/components/ui/sidebar";
import { useFormat } from "@/lib/i18n/format";
import { SettingsSection } from "./settings-layout";

const SAMPLE_DATE = Date.UTC(2025, 2, 14, 9, 30);

export function DisplaySettings() {
  const { t } = useTranslation();
  const { open, setOpen } = useSidebar();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-8">
      <SettingsSection
        title={t("settings.display.sidebar.title")}
        description={t("settings.display.sidebar.description")}
      >
        <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-xs">
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-medium">{t("settings.display.sidebar.expanded")}</span>
            <span className="text-sm text-muted-foreground">{t("settings.display.sidebar.hint")}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={open}
            onChange={(e) => setOpen(e.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 after:absolute after:left-0.5 after:size-4 after:rounded-full after:bg-background after:shadow-sm after:transition-transform peer-checked:after:translate-x-4"
          />
        </label>
      </SettingsSection>
      <SettingsSection
        title={t("settings.display.formats.title")}
        description={t("settings.display.formats.description")}
      >
        <dl className="grid gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t("settings.display.formats.date")}</dt>
            <dd className="font-medium">{format.date(SAMPLE_DATE, { dateStyle: "full", timeZone: "UTC" })}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t("settings.display.formats.number")}</dt>
            <dd className="font-medium tabular-nums">{format.number(1234567.89)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t("settings.display.formats.time")}</dt>
            <dd className="font-medium tabular-nums">
              {format.date(SAMPLE_DATE, { timeStyle: "short", timeZone: "UTC" })}
            </dd>
          </div>
        </dl>
      </SettingsSection>
    </div>
  );
}
