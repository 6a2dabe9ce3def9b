import { Laptop, Moon, Sun } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { FONTS, useFont, type Font } from "@/lib/ui/font";
import { SUPPORTED_LANGUAGES } from "@/lib/i18n/i18n";
import { useTheme, type Theme } from "@/lib/ui/theme";
import { cn } from "@/lib/utils";
import { SettingsSection } from "./settings-layout";
import { useChangeLanguage } from "@/entities/profile/use-change-language";

const FONT_FAMILIES: Record<Font, string> = {
  inter: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
  manrope: '"Manrope Variable", ui-sans-serif, system-ui, sans-serif',
  system: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

const THEMES: { value: Theme; icon: typeof Sun }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Laptop },
];

const optionClass =
  "relative flex cursor-pointer flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors hover:bg-accent/40 has-[:checked]:border-ring has-[:checked]:ring-2 has-[:checked]:ring-ring/30 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50";

function ThemePreview({ dark }: { dark: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex h-20 flex-col gap-1.5 rounded-lg border p-2",
        dark ? "border-white/10 bg-zinc-900" : "bg-zinc-50",
      )}
    >
      <span className={cn("h-2 w-3/5 rounded", dark ? "bg-zinc-600" : "bg-zinc-300")} />
      <span className={cn("h-2 w-4/5 rounded", dark ? "bg-zinc-700" : "bg-zinc-200")} />
      <span className={cn("mt-auto h-5 w-2/5 rounded", dark ? "bg-zinc-200" : "bg-zinc-800")} />
    </span>
  );
}

export function AppearanceSettings() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const { theme, setTheme } = useTheme();
  const [font, setFont] = useFont();
  const language = (i18n.resolvedLanguage ?? "en").slice(0, 2);
  return (
    <div className="flex flex-col gap-8">
      <SettingsSection
        title={t("settings.appearance.theme.title")}
        description={t("settings.appearance.theme.description")}
      >
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t("preferences.theme")}</legend>
          {THEMES.map(({ value, icon: Icon }) => (
            <label key={value} className={optionClass}>
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              {value === "system" ? (
                <span className="grid grid-cols-2 gap-1.5">
                  <ThemePreview dark={false} />
                  <ThemePreview dark />
                </span>
              ) : (
                <ThemePreview dark={value === "dark"} />
              )}
              <span className="flex items-center gap-2 text-sm font-medium">
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {t(`preferences.themes.${value}`)}
              </span>
            </label>
          ))}
        </fieldset>
      </SettingsSection>

      <SettingsSection
        title={t("settings.appearance.font.title")}
        description={t("settings.appearance.font.description")}
      >
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t("settings.appearance.font.title")}</legend>
          {FONTS.map((value) => (
            <label key={value} className={optionClass}>
              <input
                type="radio"
                name="font"
                value={value}
                checked={font === value}
                onChange={() => setFont(value)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="text-3xl leading-none font-semibold"
                style={{ fontFamily: FONT_FAMILIES[value] }}
              >
                Aa
              </span>
              <span className="text-sm font-medium">{t(`settings.appearance.font.options.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </SettingsSection>

      <SettingsSection title={t("preferences.language")} description={t("settings.appearance.language.description")}>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t("preferences.language")}</legend>
          {SUPPORTED_LANGUAGES.map((l) => (
            <label key={l.code} className={cn(optionClass, "flex-row items-center")}>
              <input
                type="radio"
                name="language"
                value={l.code}
                checked={language === l.code}
                onChange={() => changeLanguage(l.code)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="rounded-md border bg-background px-1.5 py-0.5 text-xs font-semibold uppercase"
              >
                {l.code}
              </span>
              <span lang={l.code} className="text-sm font-medium">
                {l.label}
              </span>
            </label>
          ))}
        </fieldset>
      </SettingsSection>
    </div>
  );
}
