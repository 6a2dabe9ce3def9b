import { Languages, Laptop, Moon, Search, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { modKey, SidebarTrigger } from "@/components/ui/sidebar";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { SUPPORTED_LANGUAGES, type LanguageCode } from "@/lib/i18n/i18n";
import { useTheme, type Theme } from "@/lib/ui/theme";
import { preloadCommandMenu, useSearch } from "./search-context";
import { ProfileDropdown } from "./user-menu";
import { useChangeLanguage } from "@/entities/profile/use-change-language";

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent data-[state=open]:text-foreground";

/** Search button: opens the command palette and shows its shortcut. */
export function SearchButton() {
  const { t } = useTranslation();
  const { setOpen } = useSearch();
  const mod = modKey();
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      onPointerEnter={preloadCommandMenu}
      onFocus={preloadCommandMenu}
      aria-keyshortcuts={mod === "⌘" ? "Meta+K" : "Control+K"}
      className="group relative inline-flex h-8 w-full items-center gap-2 rounded-md border bg-muted/40 pr-12 pl-2.5 text-sm text-muted-foreground shadow-xs outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-56 lg:w-64"
    >
      <Search className="size-4" aria-hidden="true" />
      <span className="truncate">{t("shell.search.button")}</span>
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-1.5 hidden h-5 -translate-y-1/2 items-center gap-0.5 rounded border bg-background px-1.5 font-sans text-[11px] font-medium text-muted-foreground select-none sm:inline-flex"
      >
        {mod === "⌘" ? "⌘K" : "Ctrl K"}
      </kbd>
    </button>
  );
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = (i18n.resolvedLanguage ?? i18n.language ?? "en").slice(0, 2);
  return (
    <DropdownMenu modal={false}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger className={iconButton} aria-label={t("preferences.language")}>
            <Languages className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side="bottom">{t("preferences.language")}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t("preferences.language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={(lng) => changeLanguage(lng as LanguageCode)}>
          {SUPPORTED_LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Laptop };

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu modal={false}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger className={iconButton} aria-label={t("preferences.theme")}>
            {/* by the page's .dark class (set before the first paint), not React's state: the server's render of a page
                cannot know the theme, and its markup must be what the app shows */}
            <Sun className="size-4 dark:hidden" aria-hidden="true" />
            <Moon className="hidden size-4 dark:block" aria-hidden="true" />
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side="bottom">{t("preferences.theme")}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t("preferences.theme")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
          {(["light", "dark", "system"] as const).map((value) => {
            const ItemIcon = THEME_ICONS[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <ItemIcon aria-hidden="true" />
                {t(`preferences.themes.${value}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Top bar of every authenticated page: sidebar trigger, search, `actions` (the notifications bell), language, theme, user menu. */
export function Header({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4 md:rounded-t-xl">
      <SidebarTrigger className="-ml-1" />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <div className="min-w-0 flex-1 sm:flex-none">
        <SearchButton />
      </div>
      <div className="ml-auto flex items-center gap-1">
        {actions}
        <LanguageMenu />
        <ThemeMenu />
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        <ProfileDropdown />
      </div>
    </header>
  );
}
