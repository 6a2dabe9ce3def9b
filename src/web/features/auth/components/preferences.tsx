import { rememberLanguageChosen } from "@/lib/i18n/language-choice";
import { ChevronDown, Languages, Monitor, Moon, Sun } from "@/components/ui/icons";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SUPPORTED_LANGUAGES } from "@/lib/i18n/i18n";
import { useTheme, type Theme } from "@/lib/ui/theme";
import { cn } from "@/lib/utils";

/** Language picker (English / Français): a native select, small and fully keyboard accessible. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? i18n.language ?? "en").slice(0, 2);
  return (
    <label
      className={cn(
        "relative inline-flex h-8 items-center rounded-md border border-border bg-background text-sm shadow-xs transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent dark:bg-input/30",
        className,
      )}
    >
      <span className="sr-only">{t("preferences.language")}</span>
      <Languages className="pointer-events-none absolute left-2 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        value={current}
        onChange={(e) => {
          rememberLanguageChosen();
          void i18n.changeLanguage(e.target.value);
        }}
        className="h-full cursor-pointer appearance-none rounded-md bg-transparent pr-7 pl-8 text-sm outline-none"
      >
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} className="bg-popover text-popover-foreground">
            {l.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-2 size-3.5 text-muted-foreground" aria-hidden="true" />
    </label>
  );
}

const THEME_OPTIONS: { value: Theme; icon: typeof Sun }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Monitor },
];

/** Theme picker: light / dark / system as a group of toggle buttons. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="group"
      aria-label={t("preferences.theme")}
      className={cn(
        "inline-flex h-8 items-center gap-0.5 rounded-md border border-border bg-background p-0.5 shadow-xs dark:bg-input/30",
        className,
      )}
    >
      {THEME_OPTIONS.map(({ value, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          data-theme-option={value}
          aria-label={t(`preferences.themes.${value}`)}
          title={t(`preferences.themes.${value}`)}
          onClick={() => setTheme(value)}
          className="inline-flex size-6.5 items-center justify-center rounded-[5px] text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Icon className="size-3.5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

export function PreferencesBar({ className = "flex" }: { className?: string }) {
  return (
    <div className={cn("items-center gap-2", className)}>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </div>
  );
}
